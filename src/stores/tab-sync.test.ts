/*
 * Node environment on purpose (see booking-session.test.ts): the sandbox runs in this process.
 * Node's own BroadcastChannel delivers between channel objects of one process, as between tabs.
 */
import { waitForState } from '../../tests/shared/wait-for-state';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../schemas/session';
import { type ApiSandbox, SEEDED_GUEST, startApiSandbox } from '../testing/api-sandbox';
import { type FreshStores, freshStores } from '../testing/fresh-stores';
import { clearDocumentCookies, installPageDom } from '../testing/page-dom';
import type { TabMessage } from './tab-sync';

const page = installPageDom();
let sb: ApiSandbox;
let s: FreshStores;
const stops: (() => void)[] = [];

/** Another tab's end of the channel, keeping every message it hears. */
function otherTab() {
  const channel = new BroadcastChannel('innkit');
  const heard: TabMessage[] = [];
  channel.addEventListener('message', (event) => heard.push((event as MessageEvent).data));
  stops.push(() => channel.close());
  return { channel, heard };
}

beforeEach(async () => {
  sb = await startApiSandbox();
  s = await freshStores(sb.http);
  stops.push(s.stop);
});

afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  clearDocumentCookies();
  await sb.close();
});

afterAll(() => page.uninstall());

const LOGGED_IN: Session = {
  SessionId: 'from-another-tab',
  WebFolioId: '700009',
  CustomerId: '42',
  WebFolioCustomerId: '42',
  CustomerGUID: 'guid-42',
  isLoggedIn: true,
  FirstName: 'Grace',
  tempSpaCustomerId: null,
  tempLoggedIn: false,
};

describe('listening to other tabs', () => {
  it('takes the session another tab announces', async () => {
    await s.loadSession();
    const message: TabMessage = {
      type: 'session',
      at: Date.now(),
      session: LOGGED_IN,
    };
    otherTab().channel.postMessage(message);
    await waitForState(() => expect(s.$session.get()).toEqual(LOGGED_IN));
  });

  it('ignores news older than what the tab already shows', async () => {
    const asked = Date.now();
    await s.loadSession();
    const mine = s.$session.get();
    const cart = s.$cart.get();
    const { channel } = otherTab();
    const stale = asked - 1000;
    channel.postMessage({ type: 'session', at: stale, session: LOGGED_IN });
    channel.postMessage({ type: 'cart', at: stale, cart: { ...cart, FolioBalance: 999 } });
    // a later, newer message proves the stale ones were delivered first and skipped
    channel.postMessage({ type: 'cart', at: Date.now(), cart: { ...cart, FolioBalance: 1 } });
    await waitForState(() => expect(s.$cart.get().FolioBalance).toBe(1));
    expect(s.$session.get()).toBe(mine);
  });

  it('takes the cart another tab announces, as settled and without error', async () => {
    await s.loadSession();
    s.$cart.set({ ...s.$cart.get(), updating: true });
    const cart = {
      loaded: true,
      FolioBalance: 245,
      FolioItems: [],
      Guaranteed: true,
      LastDateSearched: '2026-03-01_2026-03-03',
    };
    otherTab().channel.postMessage({ type: 'cart', at: Date.now(), cart });
    await waitForState(() =>
      expect(s.$cart.get()).toEqual({ ...cart, updating: false, error: null }),
    );
  });

  it('a login in one tab shows in another tab of the same browser', async () => {
    await s.loadSession();
    const tabA = s;
    const tabB = await freshStores(sb.http);
    stops.push(tabB.stop);
    await tabB.loadSession();
    expect(tabB.$session.get()?.isLoggedIn).toBe(false);

    expect(
      await tabA.logIn({ EmailAddress: SEEDED_GUEST.email, Password: SEEDED_GUEST.password }),
    ).toEqual({ ok: true });
    await waitForState(() => expect(tabB.$session.get()).toEqual(tabA.$session.get()));
    expect(tabB.$session.get()?.FirstName).toBe(SEEDED_GUEST.firstName);
  });
});

describe('telling other tabs', () => {
  it('tellOtherTabs posts the message as given', async () => {
    const { heard } = otherTab();
    const message: TabMessage = {
      type: 'session',
      at: 123,
      session: LOGGED_IN,
    };
    s.tellOtherTabs(message);
    await waitForState(() => expect(heard).toEqual([message]));
  });

  it('a load tells the session and the cart (without updating or error)', async () => {
    const { heard } = otherTab();
    const asked = Date.now();
    await s.loadSession();
    await waitForState(() => expect(heard).toHaveLength(2));
    expect(heard).toEqual([
      {
        type: 'session',
        at: expect.any(Number),
        session: s.$session.get(),
      },
      {
        type: 'cart',
        at: expect.any(Number),
        cart: {
          loaded: true,
          FolioBalance: 0,
          FolioItems: [],
          GiftCards: [],
          Guaranteed: false,
          LastDateSearched: null,
          PaymentSchedule: { DueToday: 0, Balance: null, AtHotel: 0 },
        },
      },
    ]);
    for (const message of heard) expect(message.at).toBeGreaterThanOrEqual(asked);
  });

  it('a login tells the new, logged-in session', async () => {
    await s.loadSession();
    const { heard } = otherTab();
    await s.logIn({ EmailAddress: SEEDED_GUEST.email, Password: SEEDED_GUEST.password });
    await waitForState(() => expect(heard.some((m) => m.type === 'session')).toBe(true));
    expect(heard.find((m) => m.type === 'session')).toMatchObject({
      session: { isLoggedIn: true, FirstName: SEEDED_GUEST.firstName },
    });
  });
});
