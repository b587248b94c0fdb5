// @vitest-environment happy-dom
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '../core/cookies';
import {
  SESSION_COOKIE,
  SESSION_UNTIL_COOKIE,
  SESSION_WARNING_COOKIE,
} from '../domain/session/session-timer';
import { WebFolioItemSchema } from '../schemas/cart';
import { clearDocumentCookies } from '../testing/page-dom';

const MINUTE = 60_000;

const ROOM = v.parse(WebFolioItemSchema, {
  Category: 'Hotel',
  FolioId: 3000001,
  FolioItemId: 1,
  Details: 'Lakeside Double — Bed & Breakfast',
  Amount: 245,
});

/**
 * A fresh copy of the monitor and the stores it reads (singletons), without the booking
 * session module, so that reading a store does not start a real load. Two copies share the
 * document's cookies like two tabs of one browser.
 */
async function freshTab({ online = true, items = true } = {}) {
  vi.resetModules();
  const monitor = await import('./session-monitor');
  const { $system } = await import('./system');
  const { $cart, EMPTY_CART } = await import('./cart');
  const { $notice } = await import('./notice');
  const { $session } = await import('./session');
  $system.set({ ...$system.get(), status: 'ready', SystemState: online ? 'ONLINE' : 'OFFLINE' });
  $session.set({
    SessionId: 'S-1',
    WebFolioId: '700001',
    CustomerId: null,
    WebFolioCustomerId: null,
    CustomerGUID: null,
    isLoggedIn: false,
    FirstName: null,
    tempSpaCustomerId: null,
    tempLoggedIn: false,
  });
  $cart.set({ ...EMPTY_CART, loaded: true, FolioItems: items ? [ROOM] : [], FolioBalance: 245 });
  tabs.push(monitor);
  return { ...monitor, $system, $cart, $notice, $session };
}

const tabs: { stopSessionMonitor: () => void }[] = [];
let renew: ReturnType<typeof vi.fn<() => Promise<void>>>;

beforeEach(() => {
  renew = vi.fn(() => Promise.resolve());
});

afterEach(() => {
  for (const tab of tabs.splice(0)) tab.stopSessionMonitor();
  vi.useRealTimers();
  clearDocumentCookies();
});

describe('touchSessionCookies', () => {
  it('names both cookies after the session, and writes none while offline', async () => {
    const online = await freshTab();
    online.touchSessionCookies();
    expect(readCookie(SESSION_COOKIE)).toBe('S-1');
    expect(readCookie(SESSION_WARNING_COOKIE)).toBe('S-1');
    // When the session lapses, for the hold-time message (the minutes the server gave).
    const until = Number(readCookie(SESSION_UNTIL_COOKIE));
    expect(until - Date.now()).toBeGreaterThan(18 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(19 * 60_000);

    clearDocumentCookies();
    const offline = await freshTab({ online: false });
    offline.touchSessionCookies();
    expect(readCookie(SESSION_COOKIE)).toBeUndefined();
    expect(readCookie(SESSION_WARNING_COOKIE)).toBeUndefined();
    expect(readCookie(SESSION_UNTIL_COOKIE)).toBeUndefined();
  });
});

describe('checkSessionNow', () => {
  it('raises the five-minute warning once when the warning cookie is gone', async () => {
    const tab = await freshTab();
    tab.touchSessionCookies();
    await tab.checkSessionNow(renew);
    expect(tab.$notice.get()).toBeNull();

    removeCookie(SESSION_WARNING_COOKIE);
    await tab.checkSessionNow(renew);
    expect(tab.$notice.get()).toBe('session-warning');
    tab.$notice.set(null); // the guest closes it
    await tab.checkSessionNow(renew);
    expect(tab.$notice.get()).toBeNull();
    expect(renew).not.toHaveBeenCalled();

    // a kept-alive session may warn again
    tab.touchSessionCookies();
    removeCookie(SESSION_WARNING_COOKIE);
    await tab.checkSessionNow(renew);
    expect(tab.$notice.get()).toBe('session-warning');
  });

  it('does not warn about an empty cart', async () => {
    const tab = await freshTab({ items: false });
    tab.touchSessionCookies();
    removeCookie(SESSION_WARNING_COOKIE);
    await tab.checkSessionNow(renew);
    expect(tab.$notice.get()).toBeNull();
  });

  it('does nothing while the system is offline, even without cookies', async () => {
    const tab = await freshTab({ online: false });
    await tab.checkSessionNow(renew);
    expect(renew).not.toHaveBeenCalled();
    expect(tab.$notice.get()).toBeNull();
    expect(readCookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('re-claims an expired session cookie at once, so a second check does not renew again', async () => {
    const tab = await freshTab();
    let finish!: () => void;
    renew.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));

    const first = tab.checkSessionNow(renew);
    expect(readCookie(SESSION_COOKIE)).toBe('renewing');
    await tab.checkSessionNow(renew); // same tab, while renewing
    const otherTab = await freshTab();
    await otherTab.checkSessionNow(renew); // another tab, a moment later
    expect(renew).toHaveBeenCalledTimes(1);
    expect(tab.$notice.get()).toBeNull();

    finish();
    await first;
    expect(tab.$notice.get()).toBe('booking-expired');
    await tab.checkSessionNow(renew); // the claimed cookie still lives
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('renews quietly when the cart was empty, closing a pending warning', async () => {
    const tab = await freshTab({ items: false });
    tab.$notice.set('session-warning');
    await tab.checkSessionNow(renew);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(tab.$notice.get()).toBeNull();
  });
});

describe('startSessionMonitor', () => {
  it('warns after 14 minutes and renews after 19, checking every second', async () => {
    vi.useFakeTimers();
    const tab = await freshTab();
    renew.mockImplementation(() => {
      tab.$cart.set({ ...tab.$cart.get(), FolioItems: [] });
      tab.touchSessionCookies();
      return Promise.resolve();
    });
    tab.touchSessionCookies(19);
    tab.startSessionMonitor(renew);
    tab.startSessionMonitor(renew); // a second element asking: still one clock

    await vi.advanceTimersByTimeAsync(13 * MINUTE + 59_000);
    expect(tab.$notice.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(2000);
    expect(tab.$notice.get()).toBe('session-warning');

    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(tab.$notice.get()).toBe('booking-expired');
    expect(readCookie(SESSION_COOKIE)).toBe('S-1');

    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('tells the guest a renewal failed, and tries again once the claimed cookie lapses', async () => {
    vi.useFakeTimers();
    const tab = await freshTab();
    renew
      .mockImplementationOnce(() => Promise.reject(new Error('offline')))
      .mockImplementation(() => {
        tab.touchSessionCookies();
        return Promise.resolve();
      });
    writeCookie(SESSION_WARNING_COOKIE, 'S-1', new Date(Date.now() + MINUTE)); // no session cookie
    tab.startSessionMonitor(renew);

    await vi.advanceTimersByTimeAsync(1000);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(tab.$notice.get()).toBe('connection-problem');
    await vi.advanceTimersByTimeAsync(55_000);
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(6000);
    expect(renew).toHaveBeenCalledTimes(2);
    expect(tab.$notice.get()).toBe('booking-expired');
  });
});

describe('a warning kept in another tab', () => {
  it('closes here too once the other tab has renewed the cookies', async () => {
    const tab = await freshTab();
    writeCookie(SESSION_COOKIE, 'S-1', new Date(Date.now() + 4 * MINUTE)); // warning cookie gone
    await tab.checkSessionNow(renew);
    expect(tab.$notice.get()).toBe('session-warning');
    // The other tab chose "Keep my booking": both cookies are back.
    writeCookie(SESSION_COOKIE, 'S-1', new Date(Date.now() + 19 * MINUTE));
    writeCookie(SESSION_WARNING_COOKIE, 'S-1', new Date(Date.now() + 14 * MINUTE));
    await tab.checkSessionNow(renew);
    expect(tab.$notice.get()).toBeNull();
    // …and the next time the warning cookie lapses, the warning shows again.
    removeCookie(SESSION_WARNING_COOKIE);
    await tab.checkSessionNow(renew);
    expect(tab.$notice.get()).toBe('session-warning');
  });
});
