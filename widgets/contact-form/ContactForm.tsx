import { SENT_MESSAGES } from '../../src/domain/text/form-messages';
import { showsNewsletterOptIn } from '../../src/domain/forms/newsletter-opt-in';
import {
  CONTACT_LOCATIONS,
  type ContactLocation,
  ContactFormSchema,
} from '../../src/schemas/forms/contact';
import { RadioGroup, TextField } from '../../src/ui/form/Field';
import { FormShell } from '../../src/ui/form/FormShell';
import { useForm } from '../../src/ui/form/use-form';

export interface ContactFormProps {
  location?: string;
  heading?: string;
}

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** The contact form (public-site.md §3, §5): a newsletter opt-in except for the seaside hotel. */
export function ContactForm({ location, heading }: ContactFormProps) {
  const loc: ContactLocation = CONTACT_LOCATIONS.includes(location as ContactLocation)
    ? (location as ContactLocation)
    : 'lake';
  const optIn = showsNewsletterOptIn(loc);
  const handle = useForm({
    defaults: {
      firstName: '',
      surname: '',
      email: '',
      telephone: '',
      message: '',
      consent: 'false',
    },
    schema: ContactFormSchema,
    toInput: (values) => ({ ...values, consent: optIn ? values.consent : 'false', loc }),
    kind: 'contact',
  });
  return (
    <FormShell
      handle={handle}
      title={heading}
      label="Contact us"
      submitLabel="Send message"
      sentMessage={SENT_MESSAGES.contact}
    >
      <div className="ik-row">
        <TextField name="firstName" label="First name" autoComplete="given-name" />
        <TextField name="surname" label="Surname" autoComplete="family-name" />
      </div>
      <div className="ik-row">
        <TextField name="email" label="Email" type="email" autoComplete="email" />
        <TextField name="telephone" label="Telephone" type="tel" autoComplete="tel" />
      </div>
      <TextField name="message" label="Message" multiline />
      {optIn ? (
        <RadioGroup name="consent" label="Would you like our newsletter?" options={YES_NO} />
      ) : null}
    </FormShell>
  );
}
