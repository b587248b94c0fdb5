import * as v from 'valibot';
import {
  ConsentField,
  EmailField,
  type FormRules,
  ListIdField,
  LONG_TEXT_MAX,
  OptionalPhoneField,
  OptionalText,
  PhoneField,
  RequiredText,
} from './fields';

/** A partner of a competition: the entrant may consent to hear from each. */
export const CompetitionPartnerSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  terms_url: v.pipe(v.string(), v.trim(), v.url(), v.maxLength(2000)),
});
export type CompetitionPartner = v.InferOutput<typeof CompetitionPartnerSchema>;

export interface CompetitionRules extends FormRules {
  /** The page asked for a telephone number: then it is required (public-site.md §5). */
  telephoneRequired?: boolean;
}

/**
 * A competition entry's `formData` (public-site.md §3, §5): first name, surname and email
 * required; `tel` required only when the form shows it (`telephoneRequired`; the server,
 * which cannot know, accepts it empty but checks it when given); `notes` optional;
 * `partner_consent` lists the names of the partners the entrant agreed to hear from.
 */
export const competitionFormSchema = (rules: CompetitionRules) =>
  v.object({
    first_name: RequiredText('First name'),
    surname: RequiredText('Surname'),
    email: EmailField,
    tel: rules.telephoneRequired ? PhoneField('Telephone') : OptionalPhoneField,
    notes: OptionalText('Message', LONG_TEXT_MAX),
    machrieConsent: ConsentField(),
    lakeConsent: ConsentField(),
    partner_consent: v.optional(
      v.pipe(
        v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200))),
        v.maxLength(20, 'Too many partners'),
      ),
      [],
    ),
    competition_id: RequiredText('Competition', 100),
  });
export type CompetitionForm = v.InferOutput<ReturnType<typeof competitionFormSchema>>;
export type CompetitionFormInput = v.InferInput<ReturnType<typeof competitionFormSchema>>;

/**
 * The `mailchimp` part of a competition post: the list (audience) its entrants join, and the
 * tags they get there (for example the competition's name).
 */
export const CompetitionMailchimpSchema = v.object({
  list: ListIdField,
  tags: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100))), v.maxLength(10)),
    [],
  ),
});
export type CompetitionMailchimp = v.InferOutput<typeof CompetitionMailchimpSchema>;
