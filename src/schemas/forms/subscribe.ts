import * as v from 'valibot';
import { EmailField, ListIdField, RequiredText } from './fields';

/** A single-list sign-up's `formData` (public-site.md §3, §5). */
export const SubscribeFormSchema = v.object({
  firstName: RequiredText('First name'),
  surname: RequiredText('Surname'),
  email: EmailField,
  list: ListIdField,
});
export type SubscribeForm = v.InferOutput<typeof SubscribeFormSchema>;
export type SubscribeFormInput = v.InferInput<typeof SubscribeFormSchema>;
