import type { Result } from '../../schemas/result';
import { ACCOUNT_MESSAGES } from '../text/account-messages';

export type FinaliseRoute =
  | { kind: 'ok' }
  /** "Must be logged in to post payment.": update the session, then try once more. */
  | { kind: 'update-session' }
  | { kind: 'failed'; text: string };

/** Where a finalise (DoCheckout + PostPayment) answer leads (booking-engine.md §8). */
export function finaliseRoute(result: Result): FinaliseRoute {
  if (result.value === 'SUCCESS') return { kind: 'ok' };
  if (result.Text === ACCOUNT_MESSAGES.mustBeLoggedInToPost) return { kind: 'update-session' };
  return { kind: 'failed', text: result.Text };
}
