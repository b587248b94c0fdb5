/*
 * Node environment with a happy-dom page, against the real sandbox (see activities.test).
 * The sandbox's today is the real one, after the specification's last bookable day
 * (12 January 2026): bookings are refused in words unless the page's `spa` setting moves it.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiSandbox, startApiSandbox } from '../../testing/api-sandbox';
import { type FreshStores, freshStores } from '../../testing/fresh-stores';
import { clearDocumentCookies, installPageDom } from '../../testing/page-dom';
import type * as Stores from '../index';
import type * as Spa from './spa';

let sb: ApiSandbox;
let s: FreshStores;
let store: typeof Spa;
let stores: typeof Stores;
const page = installPageDom();
const nodeCustomEvent = globalThis.CustomEvent;
globalThis.CustomEvent = page.window.CustomEvent as unknown as typeof CustomEvent;
afterAll(async () => {
  globalThis.CustomEvent = nodeCustomEvent;
  await page.uninstall();
});

afterEach(async () => {
  s.stop();
  clearDocumentCookies();
  localStorage.clear();
  sessionStorage.clear();
  await sb.close();
});

describe('the spa store', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    sb = await startApiSandbox();
    s = await freshStores(sb.http);
    store = await import('./spa');
    stores = await import('../index');
    await s.loadSession();
  });

  it('loads the treatments: loading, then loaded', async () => {
    const states: string[] = [];
    const off = store.$spaServices.listen((state) => states.push(state.status));
    await store.loadSpaServices();
    off();
    expect(states).toEqual(['loading', 'loaded']);
    const loaded = store.$spaServices.get();
    expect(loaded.status === 'loaded' && loaded.value.map((t) => t.ItemName)).toEqual([
      'Lakeside massage',
      'Hot stone ritual',
      'Express facial',
    ]);
  });

  it('lists no times after the last bookable day', async () => {
    await store.loadSpaTimes('103500', '2026-01-13');
    expect(store.$spaTimes.get()['103500|2026-01-13']).toEqual({ status: 'loaded', value: [] });
  });

  it('books a treatment for a temporary customer when the page opens the spa later', async () => {
    const config = await import('../../core/config');
    const { addDays } = await import('../../domain/calendar-day');
    const { today } = await import('../../core/clock');
    const day = addDays(today(), 2);
    config.resetConfig({ spa: { lastDate: addDays(day, 30) } });
    await store.loadSpaTimes('103500', day);
    const times = store.$spaTimes.get()[`103500|${day}`];
    const first = times?.status === 'loaded' ? times.value[0] : undefined;
    expect(first?.StartTime).toBe(`${day}T09:00:00`);
    expect(await store.bookTreatment('103500', `${day}T09:00`)).toBe(true);
    expect(store.$spaFailure.get()).toBeNull();
    expect(stores.$cart.get().FolioItems.map((i) => [i.Category, i.Details])).toEqual([
      ['Treatments', 'Lakeside massage'],
    ]);
    config.resetConfig();
  });

  it('says in words why a booking was refused, and adds nothing', async () => {
    expect(await store.bookTreatment('103500', '2027-03-01T10:00')).toBe(false);
    expect(store.$spaFailure.get()).toBe(
      'Spa bookings after January 2026 will be available shortly.',
    );
    expect(store.$spaBooking.get()).toBeNull();
    await stores.refreshCart();
    expect(stores.$cart.get().FolioItems).toEqual([]);
  });
});
