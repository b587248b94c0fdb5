/*
 * Node environment with a happy-dom page, against the real sandbox (see spa.test). The seeded
 * guest is given a booked stay a week from today through the sandbox's own booking code.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { bookStayFor } from '../../../sandbox/dining/booked-stay-fixture';
import { addDays, londonDate } from '../../domain/calendar/calendar-day';
import { PARTY_SIZE_MESSAGE } from '../../domain/dining/party-size';
import { RESERVATION_MESSAGES } from '../../domain/dining/reservation-errors';
import { SEEDED_GUEST } from '../../testing/api-sandbox';
import { sandboxStoreTest } from '../../testing/sandbox-store-test';

const t = sandboxStoreTest(async () => ({
  store: await import('./dining'),
  reserve: await import('./dining-reserve'),
}));

const ARRIVAL = addDays(londonDate(new Date()), 7);
const SECOND_NIGHT = addDays(ARRIVAL, 1);

describe('the dining store', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    const { repos } = t.sb.sandbox;
    const guest = repos.customers.findByEmail(SEEDED_GUEST.email);
    bookStayFor(repos, guest!.id, ARRIVAL, 3, Date.now());
  });

  const logIn = () =>
    t.s.logIn({ EmailAddress: SEEDED_GUEST.email, Password: SEEDED_GUEST.password });

  it('asks a guest who is not logged in to log in, without asking the server', async () => {
    await t.m.store.loadDiningBookings();
    expect(t.m.store.$diningBookings.get()).toEqual({
      status: 'logged-out',
      message: 'Please log in to view your upcoming bookings.',
    });
    expect(t.sb.requests('/rs/get-my-bookings')).toEqual([]);
  });

  it('loads the stays, the restaurants, the days and the times', async () => {
    await logIn();
    const states: string[] = [];
    const off = t.m.store.$diningVenues.listen((state) => states.push(state?.status ?? ''));
    await Promise.all([t.m.store.loadDiningBookings(), t.m.store.loadDiningVenues()]);
    off();
    expect(states).toEqual(['loading', 'loaded']);
    const bookings = t.m.store.$diningBookings.get();
    expect(bookings?.status === 'loaded' && Object.keys(bookings.value.Stays)).toEqual([ARRIVAL]);
    const venues = t.m.store.$diningVenues.get();
    expect(venues?.status === 'loaded' && venues.value.map((v) => v.PromotionId)).toEqual([
      '7101',
      '7202',
      '7102',
    ]);
    await t.m.store.loadDiningDays('7202', ARRIVAL, SECOND_NIGHT);
    expect(t.m.store.$diningDays.get()[t.m.store.daysKey('7202', ARRIVAL, SECOND_NIGHT)]).toEqual({
      status: 'loaded',
      value: [ARRIVAL, SECOND_NIGHT],
    });
    await t.m.store.loadDiningTimes('7202', SECOND_NIGHT, 2);
    const times = t.m.store.$diningTimes.get()[t.m.store.timesKey('7202', SECOND_NIGHT, 2)];
    expect(times?.status === 'loaded' && times.value[0]).toEqual({
      VisitTime: '18:00',
      CoversLeft: 20,
    });
  });

  it('drops an answer that comes back after its store was emptied or asked again', async () => {
    await logIn();
    const { $diningDays, $diningTimes, daysKey, timesKey } = t.m.store;
    const days = daysKey('7202', ARRIVAL, SECOND_NIGHT);
    // Emptied while the answer was on its way (a screen forgetting what it knew): stays empty.
    const late = t.m.store.loadDiningDays('7202', ARRIVAL, SECOND_NIGHT);
    $diningDays.set({});
    await late;
    expect($diningDays.get()).toEqual({});
    // Asked again while the first was on its way: whichever answer comes back first, only the
    // second load's end is put (without the check, the first load's end lands as well).
    const times = timesKey('7202', SECOND_NIGHT, 2);
    const writes: unknown[] = [];
    const stop = $diningTimes.listen((all) => {
      if (writes.at(-1) !== all[times]) writes.push(all[times]);
    });
    const first = t.m.store.loadDiningTimes('7202', SECOND_NIGHT, 2);
    const second = t.m.store.loadDiningTimes('7202', SECOND_NIGHT, 2);
    await Promise.all([first, second]);
    stop();
    expect(writes.map((entry) => (entry as { status: string }).status)).toEqual([
      'loading',
      'loading',
      'loaded',
    ]);
    // And a load nobody overtook lands as before.
    await t.m.store.loadDiningDays('7202', ARRIVAL, SECOND_NIGHT);
    expect($diningDays.get()[days]?.status).toBe('loaded');
  });

  it('sends nothing while the form is wrong, and says which field', async () => {
    await logIn();
    const before = t.sb.requests('/rs/request').length;
    const outcome = await t.m.reserve.reserveTable(SECOND_NIGHT, {
      promotionId: '7202',
      party: 13,
      time: '',
      requests: '',
    });
    expect(outcome).toEqual({
      ok: false,
      errors: { party: PARTY_SIZE_MESSAGE, time: RESERVATION_MESSAGES.time },
      message: null,
    });
    expect(t.sb.requests('/rs/request')).toHaveLength(before);
  });

  it('holds a table in the cart, and shows the expired notice when the session lapsed', async () => {
    await logIn();
    const table = { promotionId: '7202', party: 2, time: '19:00', requests: 'Window' };
    expect(await t.m.reserve.reserveTable(SECOND_NIGHT, table)).toEqual({ ok: true });
    expect(t.s.$cart.get().FolioItems).toMatchObject([
      { Category: 'Dining', Details: 'Dinner at The Boathouse', Adults: 2, Amount: 0 },
    ]);
    expect(t.m.reserve.$diningReserving.get()).toBeNull();
    await t.sb.control('/sandbox/api/session/expire');
    const lapsed = await t.m.reserve.reserveTable(SECOND_NIGHT, table);
    expect(lapsed).toEqual({ ok: false, errors: {}, message: null });
    expect(t.s.$notice.get()).toBe('booking-expired');
  });

  it('says in words why a table was refused', async () => {
    await logIn();
    const outcome = await t.m.reserve.reserveTable(ARRIVAL, {
      promotionId: '7101',
      party: 2,
      time: '08:00',
      requests: '',
    });
    expect(outcome.ok === false && outcome.message).toMatch(/^Tables can be reserved/);
  });
});
