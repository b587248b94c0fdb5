/*
 * Node environment with a happy-dom page, against the real sandbox (see activities.test).
 * The sandbox's today is the real one, after the specification's last bookable day
 * (12 January 2026): bookings are refused in words unless the page's `spa` setting moves it.
 */
import { describe, expect, it } from 'vitest';
import { sandboxStoreTest } from '../../testing/sandbox-store-test';

const t = sandboxStoreTest(async () => ({
  store: await import('./spa'),
  stores: await import('../index'),
}));

describe('the spa store', { timeout: 30_000 }, () => {
  it('loads the treatments: loading, then loaded', async () => {
    const states: string[] = [];
    const off = t.m.store.$spaServices.listen((state) => states.push(state.status));
    await t.m.store.loadSpaServices();
    off();
    expect(states).toEqual(['loading', 'loaded']);
    const loaded = t.m.store.$spaServices.get();
    expect(loaded.status === 'loaded' && loaded.value.map((t) => t.ItemName)).toEqual([
      'Lakeside massage',
      'Hot stone ritual',
      'Express facial',
    ]);
  });

  it('lists no times after the last bookable day', async () => {
    await t.m.store.loadSpaTimes('103500', '2026-01-13');
    expect(t.m.store.$spaTimes.get()['103500|2026-01-13']).toEqual({ status: 'loaded', value: [] });
  });

  it('books a treatment for a temporary customer when the page opens the spa later', async () => {
    const config = await import('../../core/config');
    const { addDays } = await import('../../domain/calendar/calendar-day');
    const { today } = await import('../../core/clock');
    const day = addDays(today(), 2);
    config.resetConfig({ spa: { lastDate: addDays(day, 30) } });
    await t.m.store.loadSpaTimes('103500', day);
    const times = t.m.store.$spaTimes.get()[`103500|${day}`];
    const first = times?.status === 'loaded' ? times.value[0] : undefined;
    expect(first?.StartTime).toBe(`${day}T09:00:00`);
    expect(await t.m.store.bookTreatment('103500', `${day}T09:00`)).toBe(true);
    expect(t.m.store.$spaFailure.get()).toBeNull();
    expect(t.m.stores.$cart.get().FolioItems.map((i) => [i.Category, i.Details])).toEqual([
      ['Treatments', 'Lakeside massage'],
    ]);
    config.resetConfig();
  });

  it('says in words why a booking was refused, and adds nothing', async () => {
    expect(await t.m.store.bookTreatment('103500', '2027-03-01T10:00')).toBe(false);
    expect(t.m.store.$spaFailure.get()).toBe(
      'Spa bookings after January 2026 will be available shortly.',
    );
    expect(t.m.store.$spaBooking.get()).toBeNull();
    await t.m.stores.refreshCart();
    expect(t.m.stores.$cart.get().FolioItems).toEqual([]);
  });
});
