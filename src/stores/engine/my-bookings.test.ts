/*
 * Node environment with a happy-dom page, against the real sandbox (see dining.test). The
 * seeded guest is given a booked stay a week from today through the sandbox's own booking code.
 */
import { describe, expect, it } from 'vitest';
import { bookStayFor } from '../../../sandbox/dining/booked-stay-fixture';
import { addDays, londonDate } from '../../domain/calendar/calendar-day';
import { ACCOUNT_MESSAGES } from '../../domain/text/account-messages';
import { SEEDED_GUEST } from '../../testing/api-sandbox';
import { sandboxStoreTest } from '../../testing/sandbox-store-test';

const t = sandboxStoreTest(() => import('./my-bookings'));
const PROSECCO = { PMSItemId: '4201', Comments: null };

const logIn = () =>
  t.s.logIn({ EmailAddress: SEEDED_GUEST.email, Password: SEEDED_GUEST.password });

function bookStay(): void {
  const { repos } = t.sb.sandbox;
  const guest = repos.customers.findByEmail(SEEDED_GUEST.email);
  bookStayFor(repos, guest!.id, addDays(londonDate(new Date()), 7), 2, Date.now());
}

/** The page loaded again, logged in, with `path` answered by `answer` (the rest by the sandbox). */
async function answering(path: string, answer: () => Response): Promise<void> {
  const real = t.sb.http.fetch!;
  t.sb.http.fetch = (input, init) =>
    new URL(input instanceof Request ? input.url : String(input)).pathname === path
      ? Promise.resolve(answer())
      : real(input, init);
  await t.reload();
}

const firstRoom = () => {
  const state = t.m.$myBookings.get();
  if (state.status !== 'loaded') throw new Error(`not loaded: ${JSON.stringify(state)}`);
  return Object.values(state.value.Stays)[0]!.rooms[0]!;
};

describe('the my bookings store', { timeout: 30_000 }, () => {
  it('asks a guest who is not logged in to log in, without asking the server', async () => {
    await t.m.loadMyBookings();
    expect(t.m.$myBookings.get()).toEqual({
      status: 'logged-out',
      message: ACCOUNT_MESSAGES.logInForBookings,
    });
    expect(t.sb.requests('/rs/get-my-bookings')).toEqual([]);
  });

  it('loads the logged-in guest’s bookings, showing loading first', async () => {
    bookStay();
    await logIn();
    const states: string[] = [];
    const off = t.m.$myBookings.listen((state) => states.push(state.status));
    await t.m.loadMyBookings();
    off();
    expect(states).toEqual(['loading', 'loaded']);
    expect(firstRoom()).toMatchObject({ Nights: 2, SpecialServices: [] });
    t.m.forgetMyBookings();
    expect(t.m.$myBookings.get()).toEqual({ status: 'loading' });
  });

  it('keeps only the newest read when two overlap', async () => {
    await logIn();
    const first = t.m.loadMyBookings();
    t.m.forgetMyBookings();
    await first;
    expect(t.m.$myBookings.get()).toEqual({ status: 'loading' });
  });

  it('fails in plain words when the server fails, and when its answer is malformed', async () => {
    await logIn();
    await answering('/rs/get-my-bookings', () => new Response('oops', { status: 500 }));
    await t.m.loadMyBookings();
    expect(t.m.$myBookings.get()).toEqual({
      status: 'failed',
      error: 'Something went wrong on our side. Please try again in a moment.',
    });
    await answering('/rs/get-my-bookings', () => Response.json({ Stays: 'soon' }));
    await t.m.loadMyBookings();
    expect(t.m.$myBookings.get()).toEqual({
      status: 'failed',
      error: expect.stringMatching(/could not read/),
    });
  });

  it('adds an extra to a booked stay once at a time, then reads the bookings again', async () => {
    bookStay();
    await logIn();
    await t.m.loadMyBookings();
    const room = firstRoom();
    const key = t.m.postStayExtraKey(room, PROSECCO.PMSItemId);
    const adding = t.m.addPostStayExtra(room, PROSECCO, 'Bottle of Prosecco');
    expect(t.m.$bookingBusy.get()).toEqual({ [key]: true });
    // A second click while the first is under way does nothing.
    expect(await t.m.addPostStayExtra(room, PROSECCO, 'Bottle of Prosecco')).toBe(null);
    expect(await adding).toEqual({ ok: true, message: 'Added bottle of prosecco to your stay.' });
    expect(t.m.$bookingBusy.get()).toEqual({});
    expect(
      firstRoom().SpecialServices.map((s) => s.PMSSpecialService.PMSSpecialServiceName),
    ).toEqual(['Bottle of Prosecco']);
    expect(t.sb.requests('/rs/get-my-bookings')).toHaveLength(2);
  });

  it('keeps a refused extra’s words by its key, and the list as it was', async () => {
    bookStay();
    await logIn();
    await t.m.loadMyBookings();
    const room = firstRoom();
    const refused = await t.m.addPostStayExtra(room, { PMSItemId: '9999', Comments: null }, 'X');
    expect(refused).toEqual({ ok: false, message: 'That extra is not available.' });
    expect(t.m.$bookingFailures.get()).toEqual({
      [t.m.postStayExtraKey(room, '9999')]: 'That extra is not available.',
    });
    expect(t.sb.requests('/rs/get-my-bookings')).toHaveLength(1);
    expect(firstRoom().SpecialServices).toEqual([]);
  });

  it('refreshes without blanking: a failed read keeps the list shown', async () => {
    bookStay();
    await logIn();
    await t.m.loadMyBookings();
    const shown = t.m.$myBookings.get();
    await answering('/rs/get-my-bookings', () => Response.json({ Stays: 'soon' }));
    // The reload gave a fresh store: show the list again as the screen had it.
    t.m.$myBookings.set(shown);
    const states: string[] = [];
    const off = t.m.$myBookings.listen((state) => states.push(state.status));
    await t.m.refreshMyBookings();
    off();
    expect(states).toEqual([]);
    expect(t.m.$myBookings.get()).toBe(shown);
  });
});
