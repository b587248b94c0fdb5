import { today } from '../../src/core/clock';
import { SENT_MESSAGES } from '../../src/domain/text/form-messages';
import {
  BOOKING_ENQUIRY_LIMITS as L,
  bookingEnquiryFormSchema,
} from '../../src/schemas/forms/booking-enquiry';
import { Checkbox, TextField } from '../../src/ui/form/Field';
import { FormShell } from '../../src/ui/form/FormShell';
import { useForm } from '../../src/ui/form/use-form';

export interface BookingEnquiryProps {
  subject?: string;
  mailto?: string;
  heading?: string;
}

const DEFAULTS = {
  firstName: '',
  surname: '',
  phone: '',
  email: '',
  arrive: '',
  nights: '1',
  numRooms: '1',
  adults: '2',
  children: '',
  babies: '',
  message: '',
  consent: 'false',
};

/** A booking enquiry (public-site.md §3, §5): arrival from today, nights, rooms and guests. */
export function BookingEnquiry({ subject, mailto, heading }: BookingEnquiryProps) {
  const day = today();
  const handle = useForm({
    defaults: DEFAULTS,
    schema: bookingEnquiryFormSchema({ today: day }),
    toInput: (values) => ({ ...values, subject: subject ?? '', mailto: mailto ?? '' }),
    kind: 'booking',
  });
  const count = (name: keyof typeof L, label: string, optional?: boolean) => (
    <TextField
      name={name}
      label={label}
      type="number"
      min={String(L[name].min)}
      max={String(L[name].max)}
      optional={optional}
    />
  );
  return (
    <FormShell
      handle={handle}
      title={heading}
      label="Booking enquiry"
      submitLabel="Send enquiry"
      errorSummary
      sentMessage={SENT_MESSAGES.booking}
    >
      <div className="ik-row">
        <TextField name="firstName" label="First name" autoComplete="given-name" />
        <TextField name="surname" label="Surname" autoComplete="family-name" />
      </div>
      <div className="ik-row">
        <TextField name="phone" label="Phone number" type="tel" autoComplete="tel" />
        <TextField name="email" label="Email" type="email" autoComplete="email" />
      </div>
      <div className="ik-row">
        <TextField name="arrive" label="Arrival date" type="date" min={day} />
        {count('nights', 'Nights')}
        {count('numRooms', 'Number of rooms')}
      </div>
      <div className="ik-row">
        {count('adults', 'Adults')}
        {count('children', 'Children (3 to 12)', true)}
        {count('babies', 'Babies (2 and under)', true)}
      </div>
      <TextField name="message" label="Notes" multiline optional />
      <Checkbox name="consent" label="Send me news and offers by email" />
    </FormShell>
  );
}
