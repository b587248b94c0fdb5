import { onMount } from 'nanostores';
import { readCookie } from '../core/cookies';
import { SESSION_COOKIE } from '../domain/session/session-timer';
import { ApiError } from '../api/errors';
import type * as BookingSession from './booking-session';
import { $cart } from './cart';
import { $notice, showNoticeHost } from './notice';
import { $noSession, $session } from './session';
import { $system } from './system';
import { listenToOtherTabs } from './tab-sync';

type Services = typeof BookingSession;
let services: Services | undefined;

/**
 * Run `call` with the page's session services (src/stores/booking-session.ts, with the HTTP
 * client and the system, session and cart schemas), a chunk of the shared runtime loaded with
 * the first call (issue 19): a guest without a session loads none of it before doing something.
 * Once loaded, a call starts at once, as a direct call would (the cart's updating icon, say).
 */
function withServices<T>(call: (loaded: Services) => Promise<T>): Promise<T> {
  if (services) return call(services);
  // Every service asks the server: its client is fetched alongside, not after.
  void import('../api/http-client').catch(() => {});
  return import('./booking-session').then((loaded) => call((services = loaded)));
}

let hostShown = false;

/**
 * Load system, session and cart once per page, and start the session services. When their
 * file cannot be fetched (the connection dropped), the page says so as a failed load does.
 */
export const loadSession = (): Promise<void> =>
  withServices((m) => m.loadSession()).catch((cause: unknown) => {
    const error = new ApiError('network', { url: './booking-session', cause });
    $system.set({ ...$system.get(), status: 'error', error });
    if (!hostShown) showNoticeHost();
    hostShown = true;
    $notice.set('connection-problem');
  });

/** Reload the cart from the server. */
export const refreshCart = (): Promise<void> => withServices((m) => m.refreshCart());

/** End the current session and start a fresh one with an empty cart. */
export const renewSession = (): Promise<void> => withServices((m) => m.renewSession());

let waiting: (() => void) | undefined;

/**
 * An element subscribed to the session, the cart or the system. A guest with a session (its
 * cookie, src/stores/session-monitor.ts) has it loaded as before. A guest without one has
 * nothing to load: they are logged out with an empty cart (`$noSession`), and the server is
 * first asked when something needs it — a login, the booking engine (which loads the session
 * itself), a call of loadSession — or when another tab of the site tells of a session.
 */
function sessionWanted(): void {
  // The booking engine's every screen asks the server in the guest's session: on its page the
  // session loads at once, as the first element subscribes (the header, early), so that no
  // screen's first call goes out before it (such a call was answered SESSION FAIL, and the
  // guest was told their booking had expired).
  const enginePage =
    typeof document !== 'undefined' && document.querySelector('ik-booking-engine') !== null;
  if (enginePage || readCookie(SESSION_COOKIE) !== undefined) {
    void loadSession();
    return;
  }
  if ($system.get().status !== 'idle' || waiting) return;
  $noSession.set(true);
  waiting = listenToOtherTabs(() => {
    waiting?.();
    void loadSession();
  });
}

for (const store of [$system, $session, $cart]) onMount(store, sessionWanted);
