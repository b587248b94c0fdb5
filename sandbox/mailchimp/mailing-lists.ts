import type { MailchimpListRow } from '../db/rows';

/**
 * The Mailchimp stand-in's lists (audiences), seeded on first start. A single sign-up posts
 * one of these ids as `list`; the competition's `mailchimp.list` names one; the two-list
 * modal's `machrieConsent` and `lakeConsent` join `machrie` and `lake`; the contact form's
 * newsletter opt-in joins its location's list. `machrie` uses double opt-in, so its new
 * members stay `pending` until they confirm.
 */
export const MAILING_LISTS: readonly MailchimpListRow[] = [
  { id: 'lake', name: 'The Lake newsletter', double_opt_in: 0 },
  { id: 'machrie', name: 'The Machrie newsletter', double_opt_in: 1 },
  { id: 'inn', name: 'The Inn newsletter', double_opt_in: 0 },
  { id: 'competitions', name: 'Competition entrants', double_opt_in: 0 },
];

/** The newsletter each contact-form location opts in to. */
export const NEWSLETTER_BY_LOCATION: Readonly<Record<string, string>> = {
  lake: 'lake',
  seaside: 'machrie',
  inn: 'inn',
};
