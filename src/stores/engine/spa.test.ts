/*
 * Node environment with a happy-dom page, against the real sandbox (see activities.test).
 * The sandbox's today is the real one, after the spa's last bookable day (12 January 2026):
 * bookings are refused in words, which is what this store can show here.
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

  it('says in words why a booking was refused, and adds nothing', async () => {
    expect(await store.bookTreatment('103500', '2027-03-01T10:00')).toBe(false);
    expect(store.$spaFailure.get()).toMatch(/will be available shortly/);
    expect(store.$spaBooking.get()).toBeNull();
    await stores.refreshCart();
    expect(stores.$cart.get().FolioItems).toEqual([]);
  });
});
