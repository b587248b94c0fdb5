import { useMemo } from 'react';
import { today } from '../../src/core/clock';
import { competitionSentMessage } from '../../src/domain/text/form-messages';
import { competitionFormSchema } from '../../src/schemas/forms/competition';
import { logFormFailure } from '../../src/stores/forms/log-form-failure';
import { Checkbox, CheckboxGroup, TextField } from '../../src/ui/form/Field';
import { FormShell } from '../../src/ui/form/FormShell';
import { useForm } from '../../src/ui/form/use-form';
import { useWidget } from '../../src/ui/widget-context';
import { readPartners, slottedJson } from './partners';

export interface CompetitionFormProps {
  competitionId?: string;
  closingDate?: string;
  partners?: unknown;
  list?: string;
  askTelephone?: boolean;
  askMessage?: boolean;
  heading?: string;
}

/** A competition entry (public-site.md §3, §5): telephone and message only when asked for. */
export function CompetitionForm(props: CompetitionFormProps) {
  const { competitionId = '', closingDate, askTelephone, askMessage, heading } = props;
  const { host } = useWidget();
  const partners = useMemo(
    () => readPartners(props.partners ?? slottedJson(host)),
    [props.partners, host],
  );
  const handle = useForm({
    kind: 'competition',
    defaults: {
      first_name: '',
      surname: '',
      email: '',
      tel: '',
      notes: '',
      machrieConsent: 'false',
      lakeConsent: 'false',
      partner_consent: [] as string[],
    },
    schema: competitionFormSchema({ today: today(), telephoneRequired: askTelephone }),
    toInput: (values) => ({
      ...values,
      tel: askTelephone ? values.tel : '',
      notes: askMessage ? values.notes : '',
      partner_consent: (values.partner_consent as string[]).filter((name) =>
        partners.some((p) => p.name === name),
      ),
      competition_id: competitionId,
    }),
    extra: () => ({ mailchimp: { list: props.list ?? 'competitions', tags: [competitionId] } }),
    // The one form whose failures the hotel wants to hear about (public-site.md §8).
    onFailed: (error) =>
      logFormFailure('competition-form', { competition_id: competitionId }, error),
  });
  return (
    <FormShell
      handle={handle}
      title={heading}
      label="Enter the competition"
      submitLabel="Enter"
      sentMessage={competitionSentMessage(closingDate)}
      againLabel={null}
    >
      <div className="ik-row">
        <TextField name="first_name" label="First name" autoComplete="given-name" />
        <TextField name="surname" label="Surname" autoComplete="family-name" />
      </div>
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      {askTelephone ? (
        <TextField name="tel" label="Telephone" type="tel" autoComplete="tel" />
      ) : null}
      {askMessage ? <TextField name="notes" label="Message" multiline optional /> : null}
      <Checkbox name="machrieConsent" label="Send me news and offers from the Seaside Hotel" />
      <Checkbox name="lakeConsent" label="Send me news and offers from The Lake" />
      {partners.length ? (
        <CheckboxGroup
          name="partner_consent"
          label="Our partners in this competition"
          options={partners.map((p) => ({
            value: p.name,
            label: `Send me news and offers from ${p.name}`,
            after: (
              <a className="ik-link" href={p.terms_url} target="_blank" rel="noopener noreferrer">
                {p.name} terms and privacy (opens in a new tab)
              </a>
            ),
          }))}
        />
      ) : null}
    </FormShell>
  );
}
