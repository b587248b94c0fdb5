import { longDate } from '../format/long-date';

/** public-site.md §4 and §9: the sign-up cookie and the subscribe modal's delay. */
export const SIGNUP_COOKIE = 'signupCookie';
export const SIGNUP_COOKIE_DAYS = 90;
export const SUBSCRIBE_MODAL_DELAY_MS = 3000;
/** How often a waiting sign-up modal looks again whether the page is free (no scroll lock). */
export const SUBSCRIBE_MODAL_RETRY_MS = 1000;

/** The thank-you messages of public-site.md §8, by form. */
export const SENT_MESSAGES = {
  contact: 'Your message has been sent, we will reply within 24hrs.',
  booking: 'Your message has been sent, we will reply within 24hrs.',
  siteVisit: 'Your message has been sent, we will reply as soon as possible.',
  combinedStay: 'Your message has been sent, we will reply as soon as possible.',
  subscribe: 'Success! Thank you for subscribing to our mailing list.',
} as const;

/** The competition's thank-you, with its closing date when one is known. */
export function competitionSentMessage(closingDate: string | undefined): string {
  return closingDate
    ? `Your entry has been received. The competition closes on ${longDate(closingDate)}; good luck!`
    : 'Your entry has been received. Good luck!';
}
