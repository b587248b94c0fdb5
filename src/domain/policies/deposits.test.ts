import { describe, expect, it } from 'vitest';
import { balanceOwed, refundAllowance } from './balance-owed';
import { balanceWords, reminderDay } from './balance-words';
import { cartDueToday, cartScheduleWords } from './cart-schedule';
import { combinedSchedule } from './combined-schedule';
import { paymentSchedule } from './payment-schedule';
import { scheduleNote, scheduleText } from './schedule-text';

const deposit = paymentSchedule(
  { kind: 'deposit', deposit: { kind: 'first-night' }, balanceDaysBefore: 2 },
  { arrival: '2027-03-14', total: 319, firstNight: 132 },
  '2027-01-10',
);

describe('combinedSchedule', () => {
  it('adds the lines up: what is due today, one balance by the earliest day, the hotel part', () => {
    const later = { dueToday: 10, balance: { amount: 30, due: '2027-04-01' } };
    const full = { dueToday: 40 };
    const hotel = { dueToday: 0, atHotel: 90 };
    expect(combinedSchedule([deposit, later, full, hotel])).toEqual({
      dueToday: 182,
      balance: { amount: 217, due: '2027-03-12' },
      atHotel: 90,
    });
  });

  it('lets gift cards pay today first, then the balance, never below nothing', () => {
    expect(combinedSchedule([deposit], 10_000)).toEqual({
      dueToday: 32,
      balance: { amount: 187, due: '2027-03-12' },
    });
    expect(combinedSchedule([deposit], 20_000)).toEqual({
      dueToday: 0,
      balance: { amount: 119, due: '2027-03-12' },
    });
    expect(combinedSchedule([deposit], 40_000)).toEqual({ dueToday: 0 });
  });
});

describe('scheduleText and scheduleNote', () => {
  it('say the issue’s words, and what happens to the rest', () => {
    expect(scheduleText(deposit)).toBe('Due today £132.00 · £187.00 on Friday 12 March 2027');
    expect(scheduleNote(deposit)).toBe(
      'Pay the balance of £187.00 by Friday 12 March 2027 from My Bookings; we email you a reminder before then.',
    );
    expect(scheduleText({ dueToday: 0, atHotel: 319 })).toBe(
      'Due today £0.00 · £319.00 at the hotel',
    );
    expect(scheduleNote({ dueToday: 0, atHotel: 319 })).toMatch(
      /^Nothing is taken now for £319\.00: you pay it at the hotel/,
    );
    expect(scheduleNote({ dueToday: 264 })).toBeNull();
  });
});

describe('the cart’s schedule', () => {
  it('charges DueToday, or the whole balance from a proxy that sends none', () => {
    const wire = { DueToday: 132, Balance: { Amount: 187, Due: '2027-03-12' }, AtHotel: 0 };
    expect(cartDueToday({ FolioBalance: 319, PaymentSchedule: wire })).toBe(132);
    expect(cartDueToday({ FolioBalance: 319 })).toBe(319);
    expect(cartScheduleWords({ FolioBalance: 319, PaymentSchedule: wire })?.text).toBe(
      'Due today £132.00 · £187.00 on Friday 12 March 2027',
    );
    const full = { DueToday: 319, Balance: null, AtHotel: 0 };
    expect(cartScheduleWords({ FolioBalance: 319, PaymentSchedule: full })).toBeNull();
  });
});

describe('balanceOwed and refundAllowance', () => {
  const room = { amountMinor: 31_900, atHotel: false, cancelledFeeMinor: null };
  it('owe the open lines and the fees kept, less what was paid', () => {
    expect(balanceOwed([room], 13_200)).toBe(18_700);
    expect(balanceOwed([room, { ...room, cancelledFeeMinor: 5_000 }], 13_200)).toBe(23_700);
    expect(balanceOwed([{ ...room, atHotel: true }], 0)).toBe(0);
  });

  it('owe nothing once the booking is cancelled, and refund only above what is kept', () => {
    const cancelled = { ...room, cancelledFeeMinor: 13_200 };
    expect(balanceOwed([cancelled], 13_200)).toBe(0);
    expect(refundAllowance([cancelled], 13_200)).toBe(0);
    expect(refundAllowance([{ ...room, cancelledFeeMinor: 0 }], 13_200)).toBe(13_200);
    expect(refundAllowance([{ ...room, cancelledFeeMinor: 0 }], 31_900)).toBe(31_900);
  });
});

describe('balanceWords', () => {
  const balance = { BookingRef: 'LK1', Amount: 187, Due: '2027-03-12' };
  it('says when it is due, then, from the day after, since when it is overdue', () => {
    expect(balanceWords(balance, '2027-03-12')).toEqual({
      overdue: false,
      label: 'Balance £187.00',
      status: 'Due by Friday 12 March 2027',
    });
    expect(balanceWords(balance, '2027-03-13')).toMatchObject({
      overdue: true,
      status: 'Overdue since Friday 12 March 2027',
    });
  });

  it('puts the reminder N days before, across a month', () => {
    expect(reminderDay('2027-03-05', 7)).toBe('2027-02-26');
  });
});
