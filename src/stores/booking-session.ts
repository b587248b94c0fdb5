import { onMount } from 'nanostores';
import * as authApi from '../api/auth-api';
import { fetchCart } from '../api/cart-api';
import { type ApiError, isApiError } from '../api/errors';
import { clearSession, fetchSystem, updateSession } from '../api/system-api';
import type { LoginRequest } from '../schemas/auth';
import type { CartAnswer } from '../schemas/cart';
import type { SystemAnswer } from '../schemas/system';
import { $cart } from './cart';
import { readLastDateSearched } from './last-date-searched';
import { $notice, showNoticeHost } from './notice';
import { $session } from './session';
import { startSessionMonitor, touchSessionCookies } from './session-monitor';
import { $system, isOnline } from './system';
import { listenToOtherTabs, tellOtherTabs } from './tab-sync';

let loading: Promise<void> | undefined;
let started = false;

function asApiError(error: unknown): ApiError | null {
  return isApiError(error) ? error : null;
}

function applySystem(answer: SystemAnswer, { tell }: { tell: boolean }): void {
  $system.set({
    status: 'ready',
    SystemState: answer.SystemState,
    WebFolioRemainingTimeoutMinutes: answer.WebFolioRemainingTimeoutMinutes,
    Configuration: answer.Configuration,
    error: null,
  });
  $session.set(answer.Session);
  if (!isOnline($system.get())) $notice.set('system-offline');
  else if ($notice.get() === 'system-offline' || $notice.get() === 'connection-problem') {
    $notice.set(null);
  }
  if (tell) {
    tellOtherTabs({
      type: 'session',
      session: answer.Session,
      timeoutMinutes: answer.WebFolioRemainingTimeoutMinutes,
    });
  }
}

function applyCart(answer: CartAnswer): void {
  $cart.set({
    loaded: true,
    updating: false,
    FolioBalance: answer.FolioBalance,
    FolioItems: answer.FolioItems,
    Guaranteed: answer.Guaranteed,
    LastDateSearched: readLastDateSearched(),
    error: null,
  });
  const { error: _e, updating: _u, ...shared } = $cart.get();
  tellOtherTabs({ type: 'cart', cart: shared });
}

/** Reload the cart from the server (the header shows its updating icon meanwhile). */
export async function refreshCart(): Promise<void> {
  $cart.set({ ...$cart.get(), updating: true });
  try {
    applyCart(await fetchCart());
  } catch (error) {
    $cart.set({ ...$cart.get(), updating: false, error: asApiError(error) });
  }
}

/** End the current session and start a fresh one with an empty cart. */
export async function renewSession(): Promise<void> {
  applySystem(await clearSession(), { tell: true });
  touchSessionCookies();
  await refreshCart();
}

async function load(): Promise<void> {
  $system.set({ ...$system.get(), status: 'loading', error: null });
  try {
    applySystem(await fetchSystem(), { tell: false });
  } catch (error) {
    $system.set({ ...$system.get(), status: 'error', error: asApiError(error) });
    $notice.set('connection-problem');
    loading = undefined; // a later subscriber, or the notice's retry, tries again
    return;
  }
  touchSessionCookies();
  await refreshCart();
}

function startPageServices(): void {
  if (started) return;
  started = true;
  showNoticeHost();
  startSessionMonitor(renewSession);
  listenToOtherTabs((message) => {
    if (message.type === 'session') {
      $session.set(message.session);
    } else {
      $cart.set({ ...message.cart, updating: false, error: null });
    }
  });
  document.addEventListener('ik-cart-refresh', () => void refreshCart());
}

/**
 * Load system, session and cart once per page, however many elements subscribe, and start
 * the page's session services (session clock, notices, tab sync).
 */
export function loadSession(): Promise<void> {
  startPageServices();
  return (loading ??= load());
}

/** Try again after a failed load (the connection-problem notice's button). */
export function retryLoadSession(): Promise<void> {
  if ($system.get().status === 'error') loading = undefined;
  return loadSession();
}

export type LoginOutcome = { ok: true } | { ok: false; message: string };

/** Log a guest in: a new session id, the cart carried over, every tab told. */
export async function logIn(credentials: LoginRequest): Promise<LoginOutcome> {
  const answer = await authApi.login(credentials);
  if (answer.Result.value !== 'SUCCESS' || !answer.Session) {
    return { ok: false, message: answer.Result.Text || 'Login failed. Please try again.' };
  }
  $session.set(answer.Session);
  tellOtherTabs({
    type: 'session',
    session: answer.Session,
    timeoutMinutes: $system.get().WebFolioRemainingTimeoutMinutes,
  });
  touchSessionCookies();
  await refreshCart();
  return { ok: true };
}

/** Keep the session alive (the five-minute warning's button). */
export async function keepSessionAlive(): Promise<void> {
  const answer = await updateSession();
  if (answer.Result.value === 'SUCCESS') {
    touchSessionCookies(answer.WebFolioRemainingTimeoutMinutes);
    return;
  }
  const hadItems = $cart.get().FolioItems.length > 0;
  await renewSession();
  if (hadItems) $notice.set('booking-expired');
}

for (const store of [$system, $session, $cart]) {
  onMount(store, () => {
    void loadSession();
  });
}
