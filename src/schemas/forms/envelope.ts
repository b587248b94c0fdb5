import * as v from 'valibot';
import { CompetitionMailchimpSchema } from './competition';

/** A reCAPTCHA v3 token as `grecaptcha.execute` gives it. */
export const RecaptchaTokenSchema = v.pipe(
  v.optional(v.string('The bot check is missing'), ''),
  v.trim(),
  v.nonEmpty('The bot check is missing'),
  v.maxLength(4096),
);

/** The body of every form post (public-site.md §7): the form's fields and the bot-check token. */
export const formPostSchema = <TData extends v.GenericSchema>(formData: TData) =>
  v.object({ formData, recaptcha: RecaptchaTokenSchema });

/** The competition's post also names the Mailchimp list its entrants join. */
export const competitionPostSchema = <TData extends v.GenericSchema>(formData: TData) =>
  v.object({ formData, mailchimp: CompetitionMailchimpSchema, recaptcha: RecaptchaTokenSchema });

export interface FormPost<TData> {
  formData: TData;
  recaptcha: string;
}

export type CompetitionPost<TData> = FormPost<TData> & {
  mailchimp: v.InferInput<typeof CompetitionMailchimpSchema>;
};

/** Mailchimp member statuses a sign-up can leave (double opt-in lists leave `pending`). */
export const SUBSCRIPTION_STATUSES = ['subscribed', 'pending'] as const;

/**
 * The answer to a successful form post (the specification does not show one; this is the
 * sandbox's): a reference for the submission, and the list memberships a sign-up made.
 */
export const FormAnswerSchema = v.object({
  success: v.literal(true),
  reference: v.pipe(v.string(), v.nonEmpty()),
  subscriptions: v.optional(
    v.array(v.object({ list: v.string(), status: v.picklist(SUBSCRIPTION_STATUSES) })),
    [],
  ),
});
export type FormAnswer = v.InferOutput<typeof FormAnswerSchema>;
