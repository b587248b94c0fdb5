import { today } from '../../src/core/clock';
import { SENT_MESSAGES } from '../../src/domain/text/form-messages';
import {
  COMBINED_STAY_ADULTS,
  COMBINED_STAY_CHILDREN,
  COMBINED_STAY_ROOMS,
  combinedStayFormSchema,
} from '../../src/schemas/forms/combined-stay';
import { Checkbox, SelectField, TextField } from '../../src/ui/form/Field';
import { FormShell } from '../../src/ui/form/FormShell';
import { useForm } from '../../src/ui/form/use-form';

export interface CombinedStayFormProps {
  subject?: string;
  emailto?: string;
  heading?: string;
}

const NONE_OR_COUNT = COMBINED_STAY_CHILDREN.map((value) => ({
  value,
  label: value === '' ? 'None' : value,
}));

/** The combined-stay enquiry (public-site.md §3, §5; booking-engine.md "Enquiry form"). */
export function CombinedStayForm({ subject, emailto, heading }: CombinedStayFormProps) {
  const day = today();
  const handle = useForm({
    kind: 'combinedStay',
    defaults: {
      first_name: '',
      last_name: '',
      phone: '',
      email: '',
      machrie_date: '',
      ballycastle_date: '',
      ferry_date: '',
      rooms: '1',
      adults: '2',
      children: '',
      babies: '',
      message: '',
      consent: 'false',
    },
    schema: combinedStayFormSchema({ today: day }),
    toInput: (values) => ({ ...values, subject: subject ?? '', emailto: emailto ?? '' }),
  });
  return (
    <FormShell
      handle={handle}
      title={heading}
      label="Stay enquiry"
      submitLabel="Submit"
      sentMessage={SENT_MESSAGES.combinedStay}
    >
      <div className="ik-row">
        <TextField name="first_name" label="First name" autoComplete="given-name" />
        <TextField name="last_name" label="Surname" autoComplete="family-name" />
      </div>
      <div className="ik-row">
        <TextField name="phone" label="Phone number" type="tel" autoComplete="tel" />
        <TextField name="email" label="Email" type="email" autoComplete="email" />
      </div>
      <div className="ik-row">
        <TextField name="machrie_date" label="Machrie date" type="date" min={day} />
        <TextField name="ballycastle_date" label="Ballycastle date" type="date" min={day} />
        <TextField name="ferry_date" label="Ferry date" type="date" min={day} />
      </div>
      <div className="ik-row">
        <SelectField name="rooms" label="Rooms" options={COMBINED_STAY_ROOMS} />
        <SelectField name="adults" label="Adults" options={COMBINED_STAY_ADULTS} />
        <SelectField name="children" label="Children (3 to 12)" options={NONE_OR_COUNT} />
        <SelectField name="babies" label="Babies (2 and under)" options={NONE_OR_COUNT} />
      </div>
      <TextField name="message" label="Message" multiline optional />
      <Checkbox name="consent" label="Send me news and offers by email" />
    </FormShell>
  );
}
