import type { Result } from '../../schemas/result';
import { ACCOUNT_MESSAGES } from '../text/account-messages';

export type SetCheckoutRoute =
  | { kind: 'ok' }
  /** The address is incomplete: to the account page. */
  | { kind: 'account' }
  /** ErrorId 1007: update the session, then try once more. */
  | { kind: 'update-session' }
  | { kind: 'session-expired' }
  | { kind: 'payment-error'; text: string };

/** Where a SetCheckout answer leads (booking-engine.md §8, "Checkout setup"). */
export function setCheckoutRoute(result: Result): SetCheckoutRoute {
  if (result.value === 'SUCCESS') return { kind: 'ok' };
  if (result.value === 'SESSION FAIL' || result.ErrorId === 1002)
    return { kind: 'session-expired' };
  if (result.Text === ACCOUNT_MESSAGES.cityRequired || result.ErrorId === 1000) {
    return { kind: 'account' };
  }
  if (result.ErrorId === 1007) return { kind: 'update-session' };
  return { kind: 'payment-error', text: result.Text };
}
