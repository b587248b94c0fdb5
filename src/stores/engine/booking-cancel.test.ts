/*
 * Node environment with a happy-dom page, against the real sandbox (see my-bookings.test). The
 * seeded guest is given a booked stay a week from today through the sandbox's own booking code
 * (reserved without a payment, so nothing goes back).
 */
import { describe, expect, it } from 'vitest';
import { bookStayFor } from '../../../sandbox/dining/booked-stay-fixture';
import { CANCEL_TEXT } from '../../../sandbox/cancel/cancel-text';
import { addDays, londonDate } from '../../domain/calendar/calendar-day';
import { SEEDED_GUEST } from '../../testing/api-sandbox';
import { sandboxStoreTest } from '../../testing/sandbox-store-test';

const t = sandboxStoreTest(async () => ({
  ...(await import('./my-bookings')),
  ...(await import('./booking-cancel')),
}));

const logIn = () =>
  t.s.logIn({ EmailAddress: SEEDED_GUEST.email, Password: SEEDED_GUEST.password });

async function bookedRoom() {
  const { repos } = t.sb.sandbox;
  const guest = repos.customers.findByEmail(SEEDED_GUEST.email)!;
  bookStayFor(repos, guest.id, addDays(londonDate(new Date()), 7), 2, Date.now());
  await logIn();
  await t.m.loadMyBookings();
  return firstRoom();
}

const firstRoom = () => {
  const state = t.m.$myBookings.get();
  if (state.status !== 'loaded') throw new Error(`not loaded: ${JSON.stringify(state)}`);
  return Object.values(state.value.Stays)[0]!.rooms[0]!;
};

describe('the cancel store', { timeout: 30_000 }, () => {
  it('quotes before the guest confirms, then cancels once and reads the bookings again', async () => {
    const room = await bookedRoom();
    const target = { BookingRef: room.BookingRef, FolioItemId: room.FolioItemId ?? null };
    const asking = t.m.askToCancel(target, 'Lakeside Double');
    expect(t.m.$cancelling.get()).toEqual({
      target,
      title: 'Lakeside Double',
      quote: { status: 'loading' },
    });
    await asking;
    expect(t.m.$cancelling.get()?.quote).toMatchObject({
      status: 'ready',
      cancellation: { Fee: 0, Done: false },
      words: ['Nothing was paid, so there is nothing to refund'],
    });
    expect(firstRoom().Cancelled).toBeNull();
    const confirming = t.m.confirmCancel();
    expect(t.m.$bookingBusy.get()).toEqual({ [t.m.cancelKey(target)]: true });
    // A second click while the first is under way does nothing.
    await t.m.confirmCancel();
    await confirming;
    expect(t.m.$cancelling.get()).toBeNull();
    expect(t.m.$cancelOutcomes.get()).toEqual({
      [t.m.cancelKey(target)]: 'Cancelled. Nothing was paid, so there is nothing to refund.',
    });
    expect(firstRoom().Cancelled).toMatchObject({ Fee: 0, Refund: 0 });
    expect(t.sb.requests('/rs/get-my-bookings')).toHaveLength(2);
  });

  it('says why in plain words when the server refuses, keeping the list as it was', async () => {
    await bookedRoom();
    const target = { BookingRef: 'LK999999', FolioItemId: null };
    await t.m.askToCancel(target, 'A stay');
    expect(t.m.$cancelling.get()?.quote).toEqual({
      status: 'failed',
      error: CANCEL_TEXT.notFound,
    });
    await t.m.confirmCancel();
    expect(t.m.$bookingFailures.get()).toEqual({ [t.m.cancelKey(target)]: CANCEL_TEXT.notFound });
    expect(t.sb.requests('/rs/get-my-bookings')).toHaveLength(1);
  });

  it('drops a quote that comes back after the guest kept the booking', async () => {
    const room = await bookedRoom();
    const asking = t.m.askToCancel({ BookingRef: room.BookingRef, FolioItemId: null }, 'All');
    t.m.keepBooking();
    await asking;
    expect(t.m.$cancelling.get()).toBeNull();
  });
});
