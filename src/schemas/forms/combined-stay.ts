import * as v from 'valibot';
import {
  ConsentField,
  DayFromToday,
  EmailField,
  type FormRules,
  LONG_TEXT_MAX,
  OptionalEmailField,
  OptionalText,
  PhoneField,
  RequiredText,
} from './fields';

/** The choices of the combined-stay form's selects (public-site.md §5), as posted. */
export const COMBINED_STAY_ROOMS = ['1', '2', '3', '4', '5+'] as const;
export const COMBINED_STAY_ADULTS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10+'] as const;
/** Children and babies: '' is none. */
export const COMBINED_STAY_CHILDREN = ['', ...COMBINED_STAY_ADULTS] as const;

/**
 * The combined-stay enquiry's `formData` (public-site.md §3, §5; booking-engine.md "Enquiry
 * form" and §5), posted to `/system/machrie-links-form`: names, phone, email and the three
 * dates (none in the past) required; rooms 1–4 or '5+' (default '1'); adults 1–9 or '10+'
 * (default '2'); children and babies 1–9 or '10+', or '' for none.
 */
export const combinedStayFormSchema = (rules: FormRules) =>
  v.object({
    first_name: RequiredText('First name'),
    last_name: RequiredText('Surname'),
    phone: PhoneField(),
    email: EmailField,
    machrie_date: DayFromToday('Machrie date', rules),
    ballycastle_date: DayFromToday('Ballycastle date', rules),
    ferry_date: DayFromToday('Ferry date', rules),
    rooms: v.optional(v.picklist(COMBINED_STAY_ROOMS, 'Rooms must be 1 to 4, or 5+'), '1'),
    adults: v.optional(v.picklist(COMBINED_STAY_ADULTS, 'Adults must be 1 to 9, or 10+'), '2'),
    children: v.optional(v.picklist(COMBINED_STAY_CHILDREN, 'Children must be 1 to 9, or 10+'), ''),
    babies: v.optional(v.picklist(COMBINED_STAY_CHILDREN, 'Babies must be 1 to 9, or 10+'), ''),
    message: OptionalText('Message', LONG_TEXT_MAX),
    consent: ConsentField(),
    emailto: OptionalEmailField,
    subject: OptionalText('Subject', 200),
  });
export type CombinedStayForm = v.InferOutput<ReturnType<typeof combinedStayFormSchema>>;
export type CombinedStayFormInput = v.InferInput<ReturnType<typeof combinedStayFormSchema>>;
