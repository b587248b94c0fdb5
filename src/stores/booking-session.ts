import { fetchCart } from '../api/cart-api';
import { type ApiError, isApiError } from '../api/errors';
import { onResultSignal, onSessionActivity } from '../api/http';
import type { ResultSignal } from '../api/result-signal';
import { clearSession, fetchSystem } from '../api/system-api';
import type { Session } from '../schemas/session';
import type { CartAnswer } from '../schemas/cart';
import { lifetimeEndFrom, sessionMinutesLeft } from '../domain/session/session-minutes-left';
import { DEFAULT_SESSION_TIMEOUT_MINUTES, type SystemAnswer } from '../schemas/system';
import { $cart } from './cart';
import { readLastDateSearched } from './last-date-searched';
import { $notice, showNoticeHost } from './notice';
import { $noSession, $session } from './session';
import { startSessionMonitor, touchSessionCookies } from './session-monitor';
import { STALE_AFTER_MS } from './stale-after';
import { $system, isOnline } from './system';
import { listenToOtherTabs, tellOtherTabs } from './tab-sync';

let loading: Promise<void> | undefined;
let started = false;
let checkedAt = 0;
// When the newest session and cart shown here were asked for (by this tab or another).
let sessionAt = 0;
let cartAt = 0;
let cartRequests = 0;

function asApiError(error: unknown): ApiError | null {
  return isApiError(error) ? error : null;
}

/** Show `session` (asked for at `at`) unless a newer one is already shown; tell other tabs. */
export function applySession(session: Session, at: number): void {
  if (at < sessionAt) return;
  sessionAt = at;
  $noSession.set(false);
  $session.set(session);
  tellOtherTabs({ type: 'session', at, session });
}

/** When the session's absolute lifetime ends (epoch ms), as the server last said. */
let lifetimeEndsAt: number | null = null;

/** The server said (at `at`) how many minutes the session's absolute lifetime has left. */
export function noteLifetimeLeft(minutes: number | null, at: number): void {
  lifetimeEndsAt = lifetimeEndFrom(minutes, at);
}

function applySystem(answer: SystemAnswer, at: number): void {
  lifetimeEndsAt = lifetimeEndFrom(answer.SessionLifetimeRemainingMinutes, at);
  $system.set({
    status: 'ready',
    SystemState: answer.SystemState,
    WebFolioRemainingTimeoutMinutes: answer.WebFolioRemainingTimeoutMinutes,
    Configuration: answer.Configuration,
    error: null,
  });
  applySession(answer.Session, at);
  if (!isOnline($system.get())) $notice.set('system-offline');
  else if (answer.CartReleased) $notice.set('booking-expired');
  else if ($notice.get() === 'system-offline' || $notice.get() === 'connection-problem') {
    $notice.set(null);
  }
}

function applyCart(answer: CartAnswer, at: number, updating: boolean): void {
  if (at < cartAt) {
    $cart.set({ ...$cart.get(), updating }); // a newer cart arrived meanwhile: keep it
    return;
  }
  cartAt = at;
  const before = $cart.get();
  $cart.set({
    loaded: true,
    updating,
    FolioBalance: answer.FolioBalance,
    FolioItems: answer.FolioItems,
    GiftCards: answer.GiftCards,
    Guaranteed: answer.Guaranteed,
    ...(answer.PaymentSchedule ? { PaymentSchedule: answer.PaymentSchedule } : {}),
    LastDateSearched: readLastDateSearched(),
    error: null,
  });
  const { error: _e, updating: _u, ...shared } = $cart.get();
  tellOtherTabs({ type: 'cart', at, cart: shared });
  // The change, said once to a screen reader (not the first load, not a reload of the same).
  // Loaded when first needed: most pages never change a cart.
  const ids = (cart: { FolioItems: readonly { FolioItemId: unknown }[] }) =>
    cart.FolioItems.map((line) => line.FolioItemId).join();
  if (before.loaded && ids(before) !== ids(answer)) {
    void import('./announce-cart-change').then((m) => m.announceCartChange(before, answer));
  }
}

/**
 * Reload the cart from the server. The header's updating icon shows until the last of
 * several overlapping requests is answered.
 */
export async function refreshCart(): Promise<void> {
  const at = Date.now();
  cartRequests += 1;
  $cart.set({ ...$cart.get(), updating: true });
  let answer: CartAnswer | undefined;
  let failure: unknown;
  try {
    answer = await fetchCart();
  } catch (error) {
    failure = error;
  }
  cartRequests -= 1;
  const updating = cartRequests > 0;
  // A SESSION FAIL is not this session's cart: the renewal it signalled loads the new one.
  if (answer && answer.Result.value === 'SUCCESS') applyCart(answer, at, updating);
  else if (answer) $cart.set({ ...$cart.get(), updating });
  else $cart.set({ ...$cart.get(), updating, error: asApiError(failure) });
}

let renewing: Promise<void> | undefined;

/**
 * End the current session and start a fresh one with an empty cart. Once at a time: a lapse
 * signalled by several calls at once (or by a call and the session clock) starts one session.
 */
export function renewSession(): Promise<void> {
  renewing ??= (async () => {
    const at = Date.now();
    applySystem(await clearSession(), at);
    touchSessionCookies();
    await refreshCart();
  })().finally(() => {
    renewing = undefined;
  });
  return renewing;
}

/**
 * Any call's answer said the session lapsed, or the system is offline (the one place every
 * call passes through, src/api/http.ts): a new session with the expired notice (a change the
 * guest asked for always says so, see rs-outcome-handler), or the offline notice
 * (booking-engine.md §8; issue 17 items 5 and 6).
 */
function onSignal(signal: ResultSignal): void {
  if (signal === 'system-offline') {
    $system.set({ ...$system.get(), SystemState: 'OFFLINE' });
    $notice.set('system-offline');
    return;
  }
  // An empty cart lost nothing: its session is renewed quietly, as the session clock does.
  const hadItems = $cart.get().FolioItems.length > 0;
  renewSession().then(
    () => {
      if (hadItems) $notice.set('booking-expired');
    },
    () => $notice.set('connection-problem'),
  );
}

async function load(): Promise<void> {
  $system.set({ ...$system.get(), status: 'loading', error: null });
  const at = Date.now();
  try {
    applySystem(await fetchSystem(), at);
  } catch (error) {
    $system.set({ ...$system.get(), status: 'error', error: asApiError(error) });
    $notice.set('connection-problem');
    loading = undefined; // a later subscriber, or the notice's retry, tries again
    return;
  }
  checkedAt = at;
  touchSessionCookies();
  await refreshCart();
}

/**
 * Ask the server again for system, session and cart: the guest may have logged out or in,
 * or the session may have lapsed, in another tab while this one was hidden. A failure
 * changes nothing here; the next time the tab is shown tries again.
 */
async function recheck(): Promise<void> {
  const at = Date.now();
  checkedAt = at;
  try {
    const answer = await fetchSystem();
    applySystem(answer, at);
    touchSessionCookies(answer.WebFolioRemainingTimeoutMinutes);
    await refreshCart();
  } catch {
    checkedAt = 0;
  }
}

/** What startPageServices started, each undone by stopPageServices. */
const stoppers: (() => void)[] = [];

function startPageServices(): void {
  if (started) return;
  started = true;
  stoppers.push(showNoticeHost());
  startSessionMonitor(renewSession);
  stoppers.push(onResultSignal(onSignal));
  stoppers.push(
    onSessionActivity(() => {
      // The server restarted the session's full timeout: so does the page, never past the
      // session's absolute lifetime (issue 17).
      const minutes = sessionMinutesLeft(
        DEFAULT_SESSION_TIMEOUT_MINUTES,
        lifetimeEndsAt,
        Date.now(),
      );
      $system.set({ ...$system.get(), WebFolioRemainingTimeoutMinutes: minutes });
      touchSessionCookies(minutes);
    }),
  );
  stoppers.push(
    listenToOtherTabs((message) => {
      if (message.type === 'session' && message.at >= sessionAt) {
        sessionAt = message.at;
        $noSession.set(false);
        $session.set(message.session);
      } else if (message.type === 'cart' && message.at >= cartAt) {
        cartAt = message.at;
        $cart.set({ ...message.cart, updating: cartRequests > 0, error: null });
      }
    }),
  );
  const listening = new AbortController();
  stoppers.push(() => listening.abort());
  const { signal } = listening;
  document.addEventListener('ik-cart-refresh', () => void refreshCart(), { signal });
  document.addEventListener(
    'visibilitychange',
    () => {
      const stale = Date.now() - checkedAt > STALE_AFTER_MS;
      if (document.visibilityState === 'visible' && stale && $system.get().status === 'ready') {
        void recheck();
      }
    },
    { signal },
  );
}

/**
 * Undo startPageServices for good: they do not start again (a page never calls it; a test
 * does, so that no listener of its page outlives it into the next test file of the same
 * worker, which shares these modules, even if a late subscriber asks for the session). The
 * session clock is stopped by stopSessionMonitor (kept out of here: importing it would put it
 * in the shared runtime of every page).
 */
export function stopPageServices(): void {
  for (const stop of stoppers.splice(0)) stop();
}

/**
 * Load system, session and cart once per page, however many elements subscribe, and start
 * the page's session services (session clock, notices, tab sync).
 */
export function loadSession(): Promise<void> {
  startPageServices();
  // `loading` is set before load() runs: load() reads $system, and reading a store nobody
  // subscribes to mounts it, whose onMount calls loadSession() again (a second /rs/system,
  // and a second server session, when the first subscriber was $session or $cart).
  return (loading ??= Promise.resolve().then(load));
}
