import { onMount } from 'nanostores';
import * as authApi from '../api/auth-api';
import { fetchCart } from '../api/cart-api';
import { type ApiError, isApiError } from '../api/errors';
import { onResultSignal, onSessionActivity } from '../api/http';
import type { ResultSignal } from '../api/result-signal';
import { clearSession, fetchSystem, updateSession } from '../api/system-api';
import { UNCONFIRMED_ERROR_ID } from '../domain/unconfirmed-error-id';
import type { AuthAnswer, LoginRequest } from '../schemas/auth';
import type { Session } from '../schemas/session';
import type { CartAnswer } from '../schemas/cart';
import { lifetimeEndFrom, sessionMinutesLeft } from '../domain/session-minutes-left';
import { DEFAULT_SESSION_TIMEOUT_MINUTES, type SystemAnswer } from '../schemas/system';
import { $cart } from './cart';
import { readLastDateSearched } from './last-date-searched';
import { $notice, showNoticeHost } from './notice';
import { $session } from './session';
import { startSessionMonitor, touchSessionCookies } from './session-monitor';
import { $system, isOnline } from './system';
import { listenToOtherTabs, tellOtherTabs } from './tab-sync';

let loading: Promise<void> | undefined;
let started = false;
/** A tab shown again after this long asks the server afresh (a logout elsewhere, say). */
export const STALE_AFTER_MS = 30_000;
let checkedAt = 0;
// When the newest session and cart shown here were asked for (by this tab or another).
let sessionAt = 0;
let cartAt = 0;
let cartRequests = 0;

function asApiError(error: unknown): ApiError | null {
  return isApiError(error) ? error : null;
}

function applySession(session: Session, at: number): void {
  if (at < sessionAt) return;
  sessionAt = at;
  $session.set(session);
  tellOtherTabs({ type: 'session', at, session });
}

/** When the session's absolute lifetime ends (epoch ms), as the server last said. */
let lifetimeEndsAt: number | null = null;

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

function startPageServices(): void {
  if (started) return;
  started = true;
  showNoticeHost();
  startSessionMonitor(renewSession);
  onResultSignal(onSignal);
  onSessionActivity(() => {
    // The server restarted the session's full timeout: so does the page, never past the
    // session's absolute lifetime (issue 17).
    const minutes = sessionMinutesLeft(DEFAULT_SESSION_TIMEOUT_MINUTES, lifetimeEndsAt, Date.now());
    $system.set({ ...$system.get(), WebFolioRemainingTimeoutMinutes: minutes });
    touchSessionCookies(minutes);
  });
  listenToOtherTabs((message) => {
    if (message.type === 'session' && message.at >= sessionAt) {
      sessionAt = message.at;
      $session.set(message.session);
    } else if (message.type === 'cart' && message.at >= cartAt) {
      cartAt = message.at;
      $cart.set({ ...message.cart, updating: cartRequests > 0, error: null });
    }
  });
  document.addEventListener('ik-cart-refresh', () => void refreshCart());
  document.addEventListener('visibilitychange', () => {
    const stale = Date.now() - checkedAt > STALE_AFTER_MS;
    if (document.visibilityState === 'visible' && stale && $system.get().status === 'ready') {
      void recheck();
    }
  });
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

/**
 * The connection-problem notice's "Try again": a failed first load starts again (it has
 * already cleared `loading`); once loaded, the problem was a failed renewal of an expired
 * session, so the renewal is tried again.
 */
export async function retryLoadSession(): Promise<void> {
  if ($system.get().status !== 'ready') {
    await loadSession();
    // Still unreachable: say so, rather than leave the guest wondering.
    const failed = $system.get();
    if (failed.status === 'error') throw failed.error ?? new Error('still unreachable');
    return;
  }
  if ($notice.get() !== 'connection-problem') return;
  await renewSession();
  $notice.set(null);
}

/** `unconfirmed`: the password was right but the address waits for its emailed link. */
export type LoginOutcome = { ok: true } | { ok: false; message: string; unconfirmed?: boolean };

/** Takes a login's answer: the new session, or the server's words. */
async function loginOutcome(answer: AuthAnswer, at: number): Promise<LoginOutcome> {
  if (answer.Result.value !== 'SUCCESS' || !answer.Session) {
    const message = answer.Result.Text || 'Login failed. Please try again.';
    return answer.Result.ErrorId === UNCONFIRMED_ERROR_ID
      ? { ok: false, message, unconfirmed: true }
      : { ok: false, message };
  }
  await acceptSession(answer.Session, at);
  return { ok: true };
}

/** Log a guest in: a new session id, the cart carried over, every tab told. */
export async function logIn(credentials: LoginRequest): Promise<LoginOutcome> {
  const at = Date.now();
  if (!$session.get()) await loadSession();
  return loginOutcome(await authApi.login(credentials, $session.get()), at);
}

/**
 * Take a session the server has already started for this guest (registration answers the
 * new, logged-in one): shown everywhere, every tab told, cookies restarted, cart reloaded.
 * `at` is when it was asked for, so an older answer never undoes a newer one.
 */
export async function acceptSession(session: Session, at: number): Promise<void> {
  applySession(session, at);
  touchSessionCookies();
  await refreshCart();
}

/**
 * Keep the session alive (the five-minute warning's button): 'kept', or 'renewed' when the
 * server had already expired it and a new one (with an empty cart) was started.
 */
export async function keepSessionAlive(): Promise<'kept' | 'renewed'> {
  const at = Date.now();
  const answer = await updateSession();
  if (answer.Result.value === 'SUCCESS') {
    lifetimeEndsAt = lifetimeEndFrom(answer.SessionLifetimeRemainingMinutes, at);
    touchSessionCookies(answer.WebFolioRemainingTimeoutMinutes);
    return 'kept';
  }
  const hadItems = $cart.get().FolioItems.length > 0;
  await renewSession();
  if (hadItems) $notice.set('booking-expired');
  return 'renewed';
}

for (const store of [$system, $session, $cart]) {
  onMount(store, () => {
    void loadSession();
  });
}
