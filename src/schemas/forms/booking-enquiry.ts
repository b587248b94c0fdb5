import * as v from 'valibot';
import {
  ConsentField,
  CountField,
  DayFromToday,
  EmailField,
  type FormRules,
  LONG_TEXT_MAX,
  OptionalCountField,
  OptionalEmailField,
  OptionalText,
  PhoneField,
  RequiredText,
} from './fields';

/** The ranges a booking enquiry accepts (nights as the stay search, public-site.md §9). */
export const BOOKING_ENQUIRY_LIMITS = {
  nights: { min: 1, max: 28 },
  numRooms: { min: 1, max: 10 },
  adults: { min: 1, max: 30 },
  children: { min: 0, max: 30 },
  babies: { min: 0, max: 10 },
} as const;

const L = BOOKING_ENQUIRY_LIMITS;

/**
 * The booking enquiry's `formData` (public-site.md §3, §5): arrival not before today; nights,
 * rooms and adults required; children, babies and notes optional. Counts may be posted as
 * numbers or digit strings and are read as numbers. `subject` and `mailto` come from the page.
 */
export const bookingEnquiryFormSchema = (rules: FormRules) =>
  v.object({
    firstName: RequiredText('First name'),
    surname: RequiredText('Surname'),
    phone: PhoneField(),
    email: EmailField,
    arrive: DayFromToday('Arrival date', rules),
    nights: CountField('Nights', L.nights.min, L.nights.max),
    numRooms: CountField('Number of rooms', L.numRooms.min, L.numRooms.max),
    adults: CountField('Adults', L.adults.min, L.adults.max),
    children: OptionalCountField('Children', L.children.max),
    babies: OptionalCountField('Babies', L.babies.max),
    message: OptionalText('Notes', LONG_TEXT_MAX),
    consent: ConsentField(),
    subject: OptionalText('Subject', 200),
    mailto: OptionalEmailField,
  });
export type BookingEnquiryForm = v.InferOutput<ReturnType<typeof bookingEnquiryFormSchema>>;
export type BookingEnquiryFormInput = v.InferInput<ReturnType<typeof bookingEnquiryFormSchema>>;
