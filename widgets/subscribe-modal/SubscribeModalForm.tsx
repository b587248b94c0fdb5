import { setSignupCookie } from '../../src/core/signup-cookie';
import { SENT_MESSAGES } from '../../src/domain/text/form-messages';
import { MultiSubscribeFormSchema } from '../../src/schemas/forms/multi-subscribe';
import { Button } from '../../src/ui/Button';
import formCss from '../../src/ui/form/form.css?inline';
import { Checkbox, TextField } from '../../src/ui/form/Field';
import { FormShell } from '../../src/ui/form/FormShell';
import { useForm } from '../../src/ui/form/use-form';
import { useStyles } from '../../src/ui/styles';

export interface SubscribeModalFormProps {
  /** The modal's title, which labels the form too. */
  title: string;
  close: () => void;
}

/**
 * What the sign-up modal holds: the two-list form and its buttons. Its own chunk, with the form
 * stack (FormShell, the fields, the schema, the form styles), fetched when the modal opens
 * (issue 35), so a page loads only the modal's timer and dialog until then.
 */
export function SubscribeModalForm({ title, close }: SubscribeModalFormProps) {
  useStyles(formCss);
  const handle = useForm({
    kind: 'multiSubscribe',
    defaults: {
      firstName: '',
      surname: '',
      email: '',
      machrieConsent: 'true',
      lakeConsent: 'true',
    },
    schema: MultiSubscribeFormSchema,
    onSent: setSignupCookie,
  });

  const { machrieConsent, lakeConsent } = handle.values;
  const noList = machrieConsent !== 'true' && lakeConsent !== 'true';
  const sent = handle.snapshot.state.status === 'sent';
  return (
    <>
      <FormShell
        handle={handle}
        label={title}
        submitLabel="Subscribe"
        sentMessage={SENT_MESSAGES.subscribe}
        submitDisabled={noList}
        // Subscribed is final here: no "Send another" (a null sentActions would fall back to it).
        againLabel={null}
      >
        <TextField name="firstName" label="First name" autoComplete="given-name" />
        <TextField name="surname" label="Surname" autoComplete="family-name" />
        <TextField name="email" label="Email" type="email" autoComplete="email" />
        <fieldset className="ik-group">
          <legend>Which newsletters?</legend>
          <Checkbox name="machrieConsent" label="The Seaside Hotel and Golf Resort" />
          <Checkbox name="lakeConsent" label="The Lake" />
        </fieldset>
        {noList ? <p part="hint">Tick at least one newsletter to subscribe.</p> : null}
      </FormShell>
      <div className="ik-actions">
        {sent ? null : (
          <Button
            part="hide-forever"
            onClick={() => {
              setSignupCookie();
              close();
            }}
          >
            Hide me forever
          </Button>
        )}
        <Button part="close" onClick={close}>
          Close
        </Button>
      </div>
    </>
  );
}
