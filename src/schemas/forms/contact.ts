import * as v from 'valibot';
import { ConsentField, EmailField, LONG_TEXT_MAX, RequiredText } from './fields';
import { PhoneField } from './fields';

/** The locations a contact form is placed for (the `loc` it posts). */
export const CONTACT_LOCATIONS = ['lake', 'seaside', 'inn'] as const;
export type ContactLocation = (typeof CONTACT_LOCATIONS)[number];

/**
 * The contact form's `formData` (public-site.md §3, §5). `consent` is the newsletter opt-in
 * ('true' or 'false', default 'false'); the seaside location hides it, so it posts 'false'.
 */
export const ContactFormSchema = v.object({
  firstName: RequiredText('First name'),
  surname: RequiredText('Surname'),
  email: EmailField,
  telephone: PhoneField('Telephone'),
  message: RequiredText('Message', LONG_TEXT_MAX),
  consent: ConsentField(),
  loc: v.picklist(CONTACT_LOCATIONS, 'Unknown location'),
});
export type ContactForm = v.InferOutput<typeof ContactFormSchema>;
export type ContactFormInput = v.InferInput<typeof ContactFormSchema>;
