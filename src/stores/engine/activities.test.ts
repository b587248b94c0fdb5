/*
 * Node environment with a happy-dom page, against the real sandbox (sandbox-store-test).
 * The engine's stores are imported after the fresh stores, so they share its module graph.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, londonDate } from '../../domain/calendar/calendar-day';
import type { SpaClass } from '../../schemas/activities';
import { SEEDED_GUEST } from '../../testing/api-sandbox';
import { freshStores } from '../../testing/fresh-stores';
import { clearDocumentCookies } from '../../testing/page-dom';
import { sandboxStoreTest } from '../../testing/sandbox-store-test';

const t = sandboxStoreTest(async () => ({
  store: await import('./activities'),
  temp: await import('./temporary-customer'),
  http: await import('../../api/http'),
}));

// The sandbox's today is the real one: book a few days ahead, when nothing has started.
const DAY = addDays(londonDate(new Date()), 3);
const WINDOW = { location: '103', start: DAY, end: addDays(DAY, 13) };
const noWait = () => Promise.resolve();

function loadedDays() {
  const state = t.m.store.$classes.get();
  if (state.status !== 'loaded') throw new Error(`classes are ${state.status}`);
  return state.days;
}

/** A sauna session of the window with at least (or, with `exactly`, just) this many places. */
function sauna(places: number, exactly = false): SpaClass {
  const found = Object.values(loadedDays())
    .flat()
    .find(
      (c) =>
        c.ItemName === 'Fellside sauna' &&
        (exactly ? c.AvailSlots === places : c.AvailSlots >= places),
    );
  if (!found) throw new Error(`no sauna session with ${places} places`);
  return found;
}

const methods = () =>
  t.sb.seen
    .filter((r) => r.url.pathname === '/rs/request' || r.url.pathname === '/rs/tempSpaAccount')
    .map((r) => r.url.pathname);

// Each test starts its own sandbox: generous on a busy machine (nothing here waits for time).
describe('the activity store', { timeout: 30_000 }, () => {
  describe('with the sandbox', () => {
    it('loads a window’s sessions: loading, then loaded by day', async () => {
      const states: string[] = [];
      const off = t.m.store.$classes.listen((state) => states.push(state.status));
      await t.m.store.loadClasses(WINDOW);
      off();
      expect(states).toEqual(['loading', 'loaded']);
      expect(Object.keys(loadedDays())).toHaveLength(14);
      expect(loadedDays()[DAY]?.some((c) => c.ItemName === 'Wild swimming')).toBe(true);
      // The same window again is not asked for again.
      await t.m.store.loadClasses(WINDOW);
      expect(t.sb.requests('/rs/request')).toHaveLength(1);
    });

    it('waits for a first visit’s session before asking, so no booking is said to expire', async () => {
      // A first visit: no session cookie, and the page's session not loaded yet.
      t.s.stop();
      clearDocumentCookies();
      const page = await freshStores(t.sb.http);
      const store = await import('./activities');
      t.sb.seen.length = 0;
      try {
        expect(page.$session.get()).toBe(null);
        await store.loadClasses(WINDOW);
        expect(store.$classes.get().status).toBe('loaded');
        expect(page.$notice.get()).toBe(null);
        // The session came first; the listing was asked for once, with it.
        const paths = t.sb.seen.map((r) => r.url.pathname);
        expect(paths.indexOf('/rs/system')).toBeGreaterThan(-1);
        expect(paths.indexOf('/rs/system')).toBeLessThan(paths.indexOf('/rs/request'));
        expect(paths.filter((p) => p === '/rs/request')).toHaveLength(1);
      } finally {
        page.stop();
      }
    });

    it('loads a screen’s month at its location, from today, and nothing for a past month', async () => {
      const today = londonDate(new Date());
      await t.m.store.loadActivityMonth('ice-skating', '2026-12', '2026-12-10');
      expect(Object.keys(loadedDays())).toHaveLength(22);
      expect(loadedDays()['2026-12-10']?.some((c) => c.ItemName === 'Ice skating')).toBe(true);
      await t.m.store.loadActivityMonth('fellside-sauna', today.slice(0, 7), today);
      expect(Object.keys(loadedDays())[0]).toBe(today);
      expect(Object.values(loadedDays()).flat()[0]?.SpaRoomId).toBe('103');
      await t.m.store.loadActivityMonth('wild-swimming', '2020-01', today);
      expect(loadedDays()).toEqual({});
      expect(t.sb.requests('/rs/request')).toHaveLength(2);
    });

    it('says in words when the sessions could not be loaded, and tries again', async () => {
      await t.m.store.loadClasses({ ...WINDOW, end: addDays(DAY, 100) });
      const failed = t.m.store.$classes.get();
      expect(failed.status).toBe('failed');
      expect(failed.status === 'failed' && failed.message).toMatch(/Please try again/);
      await t.m.store.loadClasses(WINDOW);
      expect(t.m.store.$classes.get().status).toBe('loaded');
    });

    it('adds a place for a new temporary customer, once, then the cart and places again', async () => {
      await t.m.store.loadClasses(WINDOW);
      const session = sauna(2);
      expect(await t.m.store.addActivity(session)).toBe(true);
      expect(t.s.$cart.get().FolioItems).toMatchObject([
        { Category: 'Active', Details: 'Fellside sauna', StartDate: session.StartTime },
      ]);
      const after = Object.values(loadedDays())
        .flat()
        .find((c) => c.SpaClassId === session.SpaClassId);
      expect(after?.AvailSlots).toBe(session.AvailSlots - 1);
      expect(await t.m.store.addActivity(session)).toBe(true);
      // One temporary customer; the conflict check before each booking.
      expect(t.sb.requests('/rs/tempSpaAccount')).toHaveLength(1);
      expect(methods()).toEqual([
        '/rs/request',
        '/rs/tempSpaAccount',
        '/rs/request',
        '/rs/request',
        '/rs/request',
        '/rs/request',
        '/rs/request',
        '/rs/request',
      ]);
      expect(t.s.$cart.get().FolioItems).toHaveLength(2);
      expect(t.m.temp.$temporaryCustomer.get()?.customerId).toMatch(/^\d+$/);
      expect(t.m.store.$mySessions.get().map((i) => i.Details)).toEqual([
        'Fellside sauna',
        'Fellside sauna',
      ]);
    });

    it('removes a session, giving its place back', async () => {
      await t.m.store.loadClasses(WINDOW);
      const session = sauna(1);
      await t.m.store.addActivity(session);
      const [line] = t.s.$cart.get().FolioItems;
      expect(await t.m.store.removeActivity(line!)).toBe(true);
      expect(t.s.$cart.get().FolioItems).toEqual([]);
      const back = Object.values(loadedDays())
        .flat()
        .find((c) => c.SpaClassId === session.SpaClassId);
      expect(back?.AvailSlots).toBe(session.AvailSlots);
    });

    it('loads a session’s variants once', async () => {
      await t.m.store.loadClasses({ location: '109', start: '2026-12-01', end: '2026-12-03' });
      const skating = loadedDays()['2026-12-01']!.find((c) => c.ItemName === 'Ice skating')!;
      await Promise.all([
        t.m.store.loadVariants(skating.SpaClassId),
        t.m.store.loadVariants(skating.SpaClassId),
      ]);
      const state = t.m.store.$classVariants.get()[skating.SpaClassId];
      expect(state?.status === 'loaded' && state.variants.map((v) => v.GroupItemName)).toContain(
        'Adult off peak',
      );
      expect(t.sb.requests('/rs/request')).toHaveLength(2);
    });

    it('says in words when a session’s variants cannot be had, and tries again', async () => {
      await t.m.store.loadVariants('999');
      expect(t.m.store.$classVariants.get()['999']).toEqual({
        status: 'failed',
        message: 'Sorry, that session is not available. Please choose another.',
      });
      await t.m.store.loadVariants('999');
      expect(t.sb.requests('/rs/request')).toHaveLength(2);
    });

    it('starts a new session with the expired notice on SESSION FAIL', async () => {
      await t.m.store.loadClasses(WINDOW);
      await t.sb.control('/sandbox/api/session/expire');
      expect(await t.m.store.addActivity(sauna(1))).toBe(false);
      expect(t.s.$notice.get()).toBe('booking-expired');
      expect(t.m.store.$activityFailure.get()).toBeNull();
    });

    it('renews a lapsed session with the expired notice and lists with the new one', async () => {
      await t.sb.control('/sandbox/api/session/expire');
      await t.m.store.loadClasses(WINDOW);
      expect(t.s.$notice.get()).toBe('booking-expired');
      expect(Object.keys(loadedDays())).toHaveLength(14);
    });

    it('books several places one request apart, showing progress', async () => {
      await t.m.store.loadClasses(WINDOW);
      const session = sauna(3);
      const texts: string[] = [];
      const off = t.m.store.$bulk.listen((state) => texts.push('text' in state ? state.text : ''));
      const waits: number[] = [];
      const end = await t.m.store.bookPlaces(
        session,
        [{ itemId: session.SpaItemId, quantity: 3 }],
        {
          delayMs: 750,
          wait: (ms) => {
            waits.push(ms);
            return Promise.resolve();
          },
        },
      );
      off();
      expect([...new Set(texts)]).toEqual([
        'Adding place 1 of 3',
        'Adding place 2 of 3',
        'Adding place 3 of 3',
        '3 places added to your cart.',
      ]);
      expect(waits).toEqual([750, 750]);
      expect(end).toMatchObject({ status: 'done', added: 3, total: 3 });
      expect(t.s.$cart.get().FolioItems).toHaveLength(3);
    });

    it('stops when asked during the wait, keeping the places added', async () => {
      await t.m.store.loadClasses(WINDOW);
      const session = sauna(3);
      const running = t.m.store.bookPlaces(session, [{ itemId: session.SpaItemId, quantity: 3 }], {
        delayMs: 60_000,
      });
      // The first place is added, then the wait begins: stop it there.
      await new Promise<void>((resolve) => {
        const off = t.m.store.$bulk.listen((state) => {
          if (state.status === 'running' && state.added === 1) {
            off();
            resolve();
          }
        });
      });
      t.m.store.stopBulk();
      const end = await running;
      expect(end).toEqual({
        status: 'stopped',
        added: 1,
        total: 3,
        text: 'Stopped. 1 place of 3 added to your cart.',
      });
      expect(t.s.$cart.get().FolioItems).toHaveLength(1);
    });

    it('says exactly how many places were added when one fails part-way, and keeps them', async () => {
      await t.m.store.loadClasses(WINDOW);
      const session = sauna(1, true);
      const end = await t.m.store.bookPlaces(
        session,
        [{ itemId: session.SpaItemId, quantity: 4 }],
        {
          delayMs: 750,
          wait: noWait,
        },
      );
      expect(end).toEqual({
        status: 'failed',
        added: 1,
        total: 4,
        text: '1 place of 4 added to your cart. Sorry, that session is now full. Please choose another time.',
      });
      expect(t.s.$cart.get().FolioItems).toHaveLength(1);
      expect(t.sb.requests('/log/client')).toHaveLength(1);
    });

    it('keeps the sessions in the cart when the guest logs in, and books for the account after', async () => {
      await t.m.store.loadClasses(WINDOW);
      await t.m.store.addActivity(sauna(2));
      expect(
        await t.s.logIn({ EmailAddress: SEEDED_GUEST.email, Password: SEEDED_GUEST.password }),
      ).toEqual({ ok: true });
      expect(t.s.$cart.get().FolioItems.map((i) => i.Category)).toEqual(['Active']);
      await t.m.store.addActivity(sauna(2));
      expect(t.s.$cart.get().FolioItems).toHaveLength(2);
      expect(t.sb.requests('/rs/tempSpaAccount')).toHaveLength(1);
    });
  });

  describe('when the temporary customer cannot be made', () => {
    beforeEach(() => {
      const inner = t.sb.http.fetch!;
      t.m.http.configureHttp({
        ...t.sb.http,
        fetch: (input, init) => {
          const url = new URL(input instanceof Request ? input.url : String(input));
          if (url.pathname === '/rs/tempSpaAccount') {
            return Promise.resolve(new Response('{}', { status: 500 }));
          }
          return inner(input, init);
        },
      });
    });

    it('logs it, says plainly that nothing was added, and books nothing', async () => {
      await t.m.store.loadClasses(WINDOW);
      expect(await t.m.store.addActivity(sauna(1))).toBe(false);
      expect(t.m.store.$activityFailure.get()).toBe(t.m.temp.NOTHING_ADDED);
      expect(t.sb.requests('/log/client')).toEqual(['POST /log/client']);
      expect(t.s.$cart.get().FolioItems).toEqual([]);
      expect(t.sb.requests('/rs/request')).toHaveLength(1); // the listing only
    });
  });
});
