/**
 * The page's shared stores. Widgets import them from here only, so that loading any of
 * them also loads the session services. The stay prices (`stayMonth`, `loadStayMonths`,
 * `retryStayMonth`) are NOT here: import them from './stay-prices', their own shared file
 * (dist/rt/stay-prices.js), so that pages without a calendar don't carry them.
 */
export { $system, isOnline, type SystemStore } from './system';
export { $noSession, $session, isLoggedIn } from './session';
export { $cart, EMPTY_CART, type CartStore } from './cart';
export { $notice, dismissNotice, NOTICE_TAG } from './notice';
export { loadSession, refreshCart, renewSession } from './booking-session-on-demand';
export { STALE_AFTER_MS } from './stale-after';
export {
  acceptSession,
  keepSessionAlive,
  logIn,
  retryLoadSession,
  type LoginOutcome,
} from './session-actions-on-demand';
export { sessionChecksDone, touchSessionCookies } from './session-monitor';
export { readLastDateSearched, writeLastDateSearched } from './last-date-searched';
// A view puts a thrown error into the guest's words and tells the hotel what broke through
// these (in the same shared runtime file as the HTTP client that throws), never src/api.
export { userMessageOf } from '../api/errors';
export { logClient } from '../api/log-api';
