/*
 * Node environment on purpose: the sandbox server runs in this process and needs Node's own
 * fetch and Request, which vitest's happy-dom environment replaces. The page (document,
 * cookies, storage) comes from installPageDom.
 */
import { waitForState } from '../../tests/shared/wait-for-state';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from '../core/cookies';
import { SESSION_COOKIE, SESSION_WARNING_COOKIE } from '../domain/session/session-timer';
import {
  type ApiSandbox,
  LOGIN_FAILED_TEXT,
  SEEDED_GUEST,
  startApiSandbox,
} from '../testing/api-sandbox';
import { type FreshStores, freshStores } from '../testing/fresh-stores';
import { registration } from '../../sandbox/testing/checkout-helpers';
import { clearDocumentCookies, installPageDom } from '../testing/page-dom';

const MINUTE = 60_000;

let sb: ApiSandbox;
let s: FreshStores;
const others: ApiSandbox[] = [];
const page = installPageDom();

afterAll(() => page.uninstall());

beforeEach(async () => {
  sb = await startApiSandbox();
  s = await freshStores(sb.http);
});

afterEach(async () => {
  s.stop();
  vi.useRealTimers();
  clearDocumentCookies();
  localStorage.clear();
  document.body.replaceChildren();
  await sb.close();
  for (const other of others.splice(0)) await other.close();
});

const credentials = { EmailAddress: SEEDED_GUEST.email, Password: SEEDED_GUEST.password };

/** Load the session with a sample room in the cart. */
async function loadWithSampleRoom() {
  await s.loadSession();
  await sb.control('/sandbox/api/cart/sample');
  await s.refreshCart();
  expect(s.$cart.get().FolioItems).toHaveLength(1);
}

describe('a tab shown again', () => {
  function showTab() {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new page.window.Event('visibilitychange') as unknown as Event);
  }

  it('asks the server afresh after a while, so a logout in another tab shows here', async () => {
    await s.loadSession();
    expect((await s.logIn(credentials)).ok).toBe(true);
    const now = Date.now();
    await sb.jar.fetch(new URL('/logout', sb.url), { method: 'POST', redirect: 'manual' }); // another tab
    showTab(); // too soon: nothing asked
    expect(sb.requests('/rs/system')).toHaveLength(1);
    vi.spyOn(Date, 'now').mockReturnValue(now + s.STALE_AFTER_MS + 1);
    showTab();
    await waitForState(() => expect(s.$session.get()?.isLoggedIn).toBe(false));
    expect(sb.requests('/rs/system')).toHaveLength(2);
    vi.restoreAllMocks();
  });
});

/** A guest who has a session: its cookie, as the session clock writes it. */
const withSessionCookie = () =>
  writeCookie(SESSION_COOKIE, 'S-earlier', new Date(Date.now() + 19 * MINUTE));

describe('loadSession', () => {
  it('loads system and cart once, however many elements subscribe', async () => {
    withSessionCookie();
    const offs = [
      s.$system.subscribe(() => {}),
      s.$session.subscribe(() => {}),
      s.$cart.subscribe(() => {}),
      s.$cart.listen(() => {}),
      s.$system.listen(() => {}),
    ];
    await waitForState(() => expect(s.$cart.get().loaded).toBe(true));
    await s.loadSession();
    await s.retryLoadSession(); // nothing failed: no new load
    expect(sb.requests()).toEqual(['GET /rs/system', 'GET /rs/get-webfolios']);
    for (const off of offs) off();
  });

  it('"Try again" after a failed renewal starts a fresh session and clears the notice', async () => {
    await s.loadSession();
    const before = s.$session.get()?.SessionId;
    s.$notice.set('connection-problem'); // as the session monitor does when renewal fails
    await s.retryLoadSession();
    expect(sb.requests().slice(-2)).toEqual(['POST /rs/clearSession', 'GET /rs/get-webfolios']);
    expect(s.$session.get()?.SessionId).not.toBe(before);
    expect(s.$notice.get()).toBeNull();
  });

  it('loads once when the first subscriber is not $system (as the header subscribes)', async () => {
    withSessionCookie();
    const offSession = s.$session.subscribe(() => {});
    const offCart = s.$cart.subscribe(() => {});
    await waitForState(() => expect(s.$cart.get().loaded).toBe(true));
    expect(sb.requests()).toEqual(['GET /rs/system', 'GET /rs/get-webfolios']);
    // one session on the server, and it is the one the page shows
    expect(sb.sandbox.db.prepare('SELECT COUNT(*) AS n FROM sessions').get()).toEqual({ n: 1 });
    expect((await sb.control('/sandbox/api/cart/sample')) as object).toBeTruthy();
    await s.refreshCart();
    expect(s.$cart.get().FolioItems).toHaveLength(1);
    offSession();
    offCart();
  });

  it('asks nothing for a guest without a session: logged out, an empty cart', async () => {
    const offs = [s.$session.listen(() => {}), s.$cart.listen(() => {})];
    expect(s.$noSession.get()).toBe(true);
    expect(s.$session.get()).toBeNull();
    expect(s.$cart.get()).toMatchObject({ loaded: false, FolioItems: [] });
    expect(s.$system.get().status).toBe('idle');
    await s.loadSession(); // something needs the session (a login, the booking engine)
    expect(sb.requests()).toEqual(['GET /rs/system', 'GET /rs/get-webfolios']);
    expect(s.$noSession.get()).toBe(false);
    expect(s.$session.get()?.isLoggedIn).toBe(false);
    for (const off of offs) off();
  });

  it('loads at once on the booking engine’s page, though the guest has no session cookie', async () => {
    // Its screens ask the server in the session: none may ask before it exists.
    document.body.append(document.createElement('ik-booking-engine'));
    const off = s.$session.listen(() => {});
    await waitForState(() => expect(s.$session.get()).not.toBeNull());
    expect(sb.requests()).toEqual(['GET /rs/system', 'GET /rs/get-webfolios']);
    expect(s.$noSession.get()).toBe(false);
    off();
  });

  it('loads a guest’s session when another tab tells of one', async () => {
    const off = s.$session.listen(() => {});
    expect(s.$noSession.get()).toBe(true);
    const otherTab = new BroadcastChannel('innkit');
    otherTab.postMessage({ type: 'cart', at: Date.now(), cart: s.EMPTY_CART });
    await waitForState(() => expect(s.$session.get()).not.toBeNull());
    otherTab.close();
    expect(sb.requests()).toEqual(['GET /rs/system', 'GET /rs/get-webfolios']);
    expect(s.$noSession.get()).toBe(false);
    off();
  });

  it('loads once when called before any element subscribes', async () => {
    await s.loadSession();
    await s.loadSession();
    expect(sb.requests()).toEqual(['GET /rs/system', 'GET /rs/get-webfolios']);
  });

  it('fills $system, $session and $cart from the server', async () => {
    await s.loadSession();
    expect(s.$system.get()).toEqual({
      status: 'ready',
      SystemState: 'ONLINE',
      WebFolioRemainingTimeoutMinutes: 19,
      Configuration: { AllowStoreCard: true },
      error: null,
    });
    expect(s.$session.get()).toMatchObject({ isLoggedIn: false, FirstName: null });
    expect(s.$session.get()?.SessionId).toMatch(/.+/);
    expect(s.$cart.get()).toMatchObject({
      loaded: true,
      updating: false,
      FolioBalance: 0,
      FolioItems: [],
      error: null,
    });
    expect(s.$notice.get()).toBeNull();
  });

  it('carries the last searched dates of this browser into the cart', async () => {
    s.writeLastDateSearched('2026-03-01_2026-03-03');
    await s.loadSession();
    expect(s.$cart.get().LastDateSearched).toBe('2026-03-01_2026-03-03');
  });

  it('sets the session cookie for the timeout and the warning cookie 5 minutes earlier', async () => {
    await s.loadSession();
    const id = s.$session.get()?.SessionId;
    expect(readCookie(SESSION_COOKIE)).toBe(id);
    expect(readCookie(SESSION_WARNING_COOKIE)).toBe(id);
    expect(document.cookie).toContain(`${SESSION_COOKIE}=`);

    // No await between the clock moves: the session clock cannot tick meanwhile.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 13 * MINUTE);
    expect(readCookie(SESSION_WARNING_COOKIE)).toBe(id);
    vi.setSystemTime(start + 14 * MINUTE + 2000);
    expect(readCookie(SESSION_WARNING_COOKIE)).toBeUndefined();
    expect(readCookie(SESSION_COOKIE)).toBe(id);
    vi.setSystemTime(start + 18 * MINUTE);
    expect(readCookie(SESSION_COOKIE)).toBe(id);
    vi.setSystemTime(start + 19 * MINUTE + 2000);
    expect(readCookie(SESSION_COOKIE)).toBeUndefined();
    vi.useRealTimers();
  });

  it('on failure sets an error and the connection-problem notice; a retry then succeeds', async () => {
    const port = sb.sandbox.port;
    await sb.close();
    // elements on the page keep the stores mounted (reading an unmounted store after a
    // failure would start a new load, as a new subscriber does)
    const offs = [s.$system, s.$session, s.$cart].map(($store) => $store.listen(() => {}));
    void s.loadSession();
    await waitForState(() => expect(s.$system.get().status).toBe('error'));
    expect(s.$system.get()).toMatchObject({ status: 'error', SystemState: null });
    expect(s.$system.get().error?.kind).toBe('network');
    expect(s.$notice.get()).toBe('connection-problem');
    expect(document.querySelectorAll(s.NOTICE_TAG)).toHaveLength(1);
    expect(s.$cart.get().loaded).toBe(false);
    expect(readCookie(SESSION_COOKIE)).toBeUndefined();

    others.push(await startApiSandbox(port)); // the server is back, at the same address
    await s.retryLoadSession();
    expect(sb.requests('/rs/system')).toHaveLength(2); // the failed one, then one retry
    expect(s.$system.get()).toMatchObject({ status: 'ready', SystemState: 'ONLINE', error: null });
    expect(s.$notice.get()).toBeNull();
    expect(s.$cart.get().loaded).toBe(true);
    expect(readCookie(SESSION_COOKIE)).toBe(s.$session.get()?.SessionId);
    for (const off of offs) off();
  });

  it('raises system-offline when the system is not ONLINE, and sets no session cookies', async () => {
    await sb.control('/sandbox/api/system-state', { state: 'OFFLINE' });
    await s.loadSession();
    expect(s.$system.get()).toMatchObject({ status: 'ready', SystemState: 'OFFLINE' });
    expect(s.isOnline(s.$system.get())).toBe(false);
    expect(s.$notice.get()).toBe('system-offline');
    expect(document.querySelector(s.NOTICE_TAG)).not.toBeNull();
    expect(readCookie(SESSION_COOKIE)).toBeUndefined();

    await sb.control('/sandbox/api/system-state', { state: 'ONLINE' });
    await s.renewSession();
    expect(s.$system.get().SystemState).toBe('ONLINE');
    expect(s.$notice.get()).toBeNull();
    expect(readCookie(SESSION_COOKIE)).toBe(s.$session.get()?.SessionId);
  });
});

describe('logIn', () => {
  it('on success gives a new logged-in session and keeps the cart', async () => {
    await loadWithSampleRoom();
    const before = s.$session.get();
    expect(await s.logIn(credentials)).toEqual({ ok: true });
    const after = s.$session.get();
    expect(after).toMatchObject({ isLoggedIn: true, FirstName: SEEDED_GUEST.firstName });
    expect(after?.SessionId).not.toBe(before?.SessionId);
    expect(after?.WebFolioId).toBe(before?.WebFolioId);
    expect(s.isLoggedIn(after)).toBe(true);
    expect(s.$cart.get()).toMatchObject({ FolioBalance: 245, updating: false, error: null });
    expect(s.$cart.get().FolioItems).toHaveLength(1);
    expect(readCookie(SESSION_COOKIE)).toBe(after?.SessionId);
  });

  it('restarts the session clock in full, however little the old session had left', async () => {
    await s.loadSession();
    // The page was loaded late in its session: only 4 minutes were left.
    s.$system.set({ ...s.$system.get(), WebFolioRemainingTimeoutMinutes: 4 });
    s.touchSessionCookies();
    const loggedInAt = Date.now();
    expect((await s.logIn(credentials)).ok).toBe(true);
    expect(s.$system.get().WebFolioRemainingTimeoutMinutes).toBe(19);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(loggedInAt + 10 * MINUTE);
    expect(readCookie(SESSION_COOKIE)).toBe(s.$session.get()?.SessionId);
    expect(readCookie(SESSION_WARNING_COOKIE)).toBeDefined();
    vi.setSystemTime(loggedInAt + 20 * MINUTE);
    expect(readCookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('on failure answers the server text and leaves the session as it was', async () => {
    await s.loadSession();
    const before = s.$session.get();
    const outcome = await s.logIn({ ...credentials, Password: 'Wrong-passw0rd' });
    expect(outcome).toEqual({ ok: false, message: LOGIN_FAILED_TEXT });
    expect(s.$session.get()).toBe(before);
    expect(sb.requests('/rs/get-webfolios')).toHaveLength(1);
  });
});

describe('acceptSession and confirmAccount', () => {
  it('takes the session a registration answers (nobody logged in, the cart carried on)', async () => {
    await loadWithSampleRoom();
    const before = s.$session.get();
    const { register } = await import('../api/auth-api');
    const at = Date.now();
    const answer = await register(registration('accepted@innkit.test'));
    if (!answer.Session) throw new Error('no session');
    await s.acceptSession(answer.Session, at);
    const after = s.$session.get();
    expect(after).toMatchObject({ isLoggedIn: false });
    expect(after?.SessionId).not.toBe(before?.SessionId);
    expect(after?.WebFolioId).toBe(before?.WebFolioId);
    expect(readCookie(SESSION_COOKIE)).toBe(after?.SessionId);
    expect(s.$cart.get().FolioItems).toHaveLength(1);
    // An answer asked for before the one shown never undoes it.
    await s.acceptSession({ ...answer.Session, FirstName: 'Older' }, at - 1);
    expect(s.$session.get()).toBe(after);
  });

  it('opens the emailed link: logged in with a new session id, the cart kept, no login call', async () => {
    await loadWithSampleRoom();
    const { register } = await import('../api/auth-api');
    const answer = await register(registration('confirmed@innkit.test'));
    if (!answer.Session) throw new Error('no session');
    await s.acceptSession(answer.Session, Date.now());
    const before = s.$session.get();
    const outcome = await s.confirmAccount(sb.confirmLink('confirmed@innkit.test'));
    expect(outcome).toEqual({ ok: true });
    const after = s.$session.get();
    expect(after).toMatchObject({ isLoggedIn: true, FirstName: 'Grace' });
    expect(after?.SessionId).not.toBe(before?.SessionId);
    expect(after?.WebFolioId).toBe(before?.WebFolioId);
    expect(s.$cart.get().FolioItems).toHaveLength(1);
    expect(sb.requests('/rs/login')).toHaveLength(0);
  });

  it('a login before the link is opened says so and marks the outcome unconfirmed', async () => {
    await s.loadSession();
    const { register } = await import('../api/auth-api');
    await register(registration('early@innkit.test'));
    const outcome = await s.logIn({ EmailAddress: 'early@innkit.test', Password: 'Compiler1952' });
    expect(outcome).toMatchObject({ ok: false, unconfirmed: true });
    expect(s.$session.get()?.isLoggedIn).toBe(false);
  });
});

describe('refreshCart', () => {
  it('shows updating while the request is in flight', async () => {
    await s.loadSession();
    await sb.control('/sandbox/api/cart/sample');
    const seen: boolean[] = [];
    const off = s.$cart.listen((cart) => seen.push(cart.updating));
    const pending = s.refreshCart();
    expect(s.$cart.get().updating).toBe(true);
    await pending;
    off();
    expect(seen).toEqual([true, false]);
    expect(s.$cart.get()).toMatchObject({ updating: false, FolioBalance: 245, error: null });
  });

  it('keeps the last cart and records the error when the request fails', async () => {
    await loadWithSampleRoom();
    await sb.close();
    await s.refreshCart();
    expect(s.$cart.get()).toMatchObject({ loaded: true, updating: false, FolioBalance: 245 });
    expect(s.$cart.get().FolioItems).toHaveLength(1);
    expect(s.$cart.get().error?.kind).toBe('network');
  });

  it('runs when the page dispatches ik-cart-refresh', async () => {
    await s.loadSession();
    await sb.control('/sandbox/api/cart/sample');
    // happy-dom's own event class: its document is typed as the DOM's
    document.dispatchEvent(new page.window.CustomEvent('ik-cart-refresh') as unknown as Event);
    await waitForState(() => expect(s.$cart.get().FolioBalance).toBe(245));
  });
});

describe('keepSessionAlive', () => {
  it('keeps a live session: same id, cookies renewed, the warning dismissed', async () => {
    await loadWithSampleRoom();
    const before = s.$session.get();
    // Ten minutes in, the warning shows; keeping the booking gives 19 more minutes.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 15 * MINUTE);
    expect(readCookie(SESSION_WARNING_COOKIE)).toBeUndefined();
    s.$notice.set('session-warning');
    const keptAt = Date.now();
    expect(await s.keepSessionAlive()).toBe('kept');
    expect(s.$session.get()).toBe(before);
    expect(s.$notice.get()).toBeNull();
    expect(readCookie(SESSION_WARNING_COOKIE)).toBe(before?.SessionId);
    vi.setSystemTime(keptAt + 13 * MINUTE);
    expect(readCookie(SESSION_WARNING_COOKIE)).toBe(before?.SessionId);
    expect(readCookie(SESSION_COOKIE)).toBe(before?.SessionId);
    expect(sb.requests('/rs/clearSession')).toEqual([]);
  });

  it('renews an expired session and tells the guest the booking expired', async () => {
    await loadWithSampleRoom();
    const before = s.$session.get();
    await sb.control('/sandbox/api/session/expire');
    expect(await s.keepSessionAlive()).toBe('renewed');
    const after = s.$session.get();
    expect(after?.SessionId).not.toBe(before?.SessionId);
    expect(after?.WebFolioId).not.toBe(before?.WebFolioId);
    expect(s.$cart.get()).toMatchObject({ FolioItems: [], FolioBalance: 0, error: null });
    expect(s.$notice.get()).toBe('booking-expired');
    expect(readCookie(SESSION_COOKIE)).toBe(after?.SessionId);
    expect(sb.requests()).toEqual(
      expect.arrayContaining(['POST /rs/update-session', 'POST /rs/clearSession']),
    );
  });

  it('renews an expired session quietly when the cart was empty', async () => {
    await s.loadSession();
    const before = s.$session.get();
    await sb.control('/sandbox/api/session/expire');
    expect(await s.keepSessionAlive()).toBe('renewed');
    expect(s.$session.get()?.SessionId).not.toBe(before?.SessionId);
    expect(s.$notice.get()).toBeNull();
  });

  it('a reload after the session lapsed says why the cart is empty (issue 17 item 6)', async () => {
    await loadWithSampleRoom();
    await sb.control('/sandbox/api/session/expire');
    s.stop();
    s = await freshStores(sb.http); // the page is loaded again, with the same cookies
    await s.loadSession();
    expect(s.$cart.get().FolioItems).toEqual([]);
    expect(s.$notice.get()).toBe('booking-expired');
  });

  it('a second renewal asked for while one is under way joins it', async () => {
    await loadWithSampleRoom();
    await Promise.all([s.renewSession(), s.renewSession(), s.renewSession()]);
    expect(sb.requests('/rs/clearSession')).toHaveLength(1);
  });
});
