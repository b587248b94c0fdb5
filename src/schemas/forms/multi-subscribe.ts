import * as v from 'valibot';
import { ConsentField, EmailField, RequiredText } from './fields';

export const NO_LIST_CHOSEN = 'Please choose at least one mailing list';

/**
 * The two-list sign-up's `formData` (public-site.md §3, §5): both lists ticked by default
 * ('true'); at least one must stay ticked (the issue is reported on `lakeConsent`).
 */
export const MultiSubscribeFormSchema = v.pipe(
  v.object({
    firstName: RequiredText('First name'),
    surname: RequiredText('Surname'),
    email: EmailField,
    machrieConsent: ConsentField('true'),
    lakeConsent: ConsentField('true'),
  }),
  v.forward(
    v.partialCheck(
      [['machrieConsent'], ['lakeConsent']],
      (data) => data.machrieConsent === 'true' || data.lakeConsent === 'true',
      NO_LIST_CHOSEN,
    ),
    ['lakeConsent'],
  ),
);
export type MultiSubscribeForm = v.InferOutput<typeof MultiSubscribeFormSchema>;
export type MultiSubscribeFormInput = v.InferInput<typeof MultiSubscribeFormSchema>;
