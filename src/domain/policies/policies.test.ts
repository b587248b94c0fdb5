import { describe, expect, it } from 'vitest';
import type { CancellationPolicy, PaymentPolicy } from '../../schemas/policies';
import {
  cancellationCharge,
  bookedItemWords,
  cancellationOutcomeText,
  instantOnDay,
  cancellationDeadline,
  cancellationTerms,
  cancellationShortText,
  cancellationText,
  londonInstant,
  londonWallTime,
  paymentPolicyText,
  paymentSchedule,
  paymentText,
} from '.';

const twoDaysAt3: CancellationPolicy = {
  kind: 'free-until',
  before: { days: 2, at: '15:00' },
  fee: { kind: 'first-night' },
};
const stay = { arrival: '2027-03-14', total: 264, firstNight: 132 };

describe('London wall time', () => {
  it('is GMT in winter and BST in summer, whatever TZ the machine has', () => {
    expect(londonInstant('2027-01-10T15:00')).toBe(Date.UTC(2027, 0, 10, 15));
    expect(londonInstant('2027-07-10T15:00')).toBe(Date.UTC(2027, 6, 10, 14));
    expect(londonWallTime(Date.UTC(2027, 6, 10, 14))).toBe('2027-07-10T15:00');
  });

  it('reads the autumn hour that happens twice as its first, and the spring gap as GMT', () => {
    // 2026-10-25: clocks go back at 02:00 BST (01:00 UTC).
    expect(londonInstant('2026-10-25T01:30')).toBe(Date.UTC(2026, 9, 25, 0, 30));
    // 2027-03-28: clocks go forward at 01:00 GMT; 01:30 never happens.
    expect(londonInstant('2027-03-28T01:30')).toBe(Date.UTC(2027, 2, 28, 1, 30));
  });
});

describe('cancellationText', () => {
  it('says the free deadline in hotel time: 15:00 two days before arrival', () => {
    expect(cancellationText(twoDaysAt3, '2027-03-14')).toBe(
      'Free cancellation until 15:00, Friday 12 March 2027',
    );
  });

  it('counts hours back from a stay’s check-in or an item’s own start', () => {
    const day: CancellationPolicy = {
      kind: 'free-until',
      before: { hours: 24 },
      fee: { kind: 'all' },
    };
    expect(cancellationText(day, '2027-03-14')).toBe(
      'Free cancellation until 15:00, Saturday 13 March 2027',
    );
    expect(cancellationText(day, '2027-06-02T10:30')).toBe(
      'Free cancellation until 10:30, Tuesday 1 June 2027',
    );
  });

  it('counts elapsed hours across the spring clock change (an hour later on the clock)', () => {
    const day: CancellationPolicy = {
      kind: 'free-until',
      before: { hours: 24 },
      fee: { kind: 'all' },
    };
    // Both sides in summer time: the same clock time a day earlier.
    expect(cancellationText(day, '2027-03-29T10:30')).toBe(
      'Free cancellation until 10:30, Sunday 28 March 2027',
    );
    // 12:00 BST on the 28th is 11:00 UTC; 24 h earlier is 11:00 GMT on the 27th.
    expect(cancellationText(day, '2027-03-28T12:00')).toBe(
      'Free cancellation until 11:00, Saturday 27 March 2027',
    );
  });

  it('says a non-refundable item is so', () => {
    expect(cancellationText({ kind: 'non-refundable' }, '2027-03-14')).toBe('Non-refundable');
    expect(cancellationTerms({ kind: 'non-refundable' }, '2027-03-14')).toBe('Non-refundable');
  });

  it('has a short form for the room card: the same deadline’s hotel day, no time or year', () => {
    expect(cancellationShortText(twoDaysAt3, '2027-03-14')).toBe('Free cancellation until 12 Mar');
    // 00:30 BST on 1 June is 23:30 UTC on 31 May: the hotel's day, not the machine's.
    const half: CancellationPolicy = { ...twoDaysAt3, before: { hours: 10 } };
    expect(cancellationShortText(half, '2027-06-01T10:30')).toBe('Free cancellation until 1 Jun');
    expect(cancellationShortText({ kind: 'non-refundable' }, '2027-03-14')).toBe('Non-refundable');
  });

  it('adds what a late cancel costs', () => {
    expect(cancellationTerms(twoDaysAt3, '2027-03-14')).toBe(
      'Free cancellation until 15:00, Friday 12 March 2027. After that, the first night is charged.',
    );
    const half: CancellationPolicy = { ...twoDaysAt3, fee: { kind: 'percent', percent: 50 } };
    expect(cancellationTerms(half, '2027-03-14')).toMatch(/After that, 50% of the price/);
  });
});

describe('cancellationCharge', () => {
  const deadline = Date.UTC(2027, 2, 12, 15);

  it('is free until the second before the deadline, and charges the fee from it on', () => {
    expect(cancellationDeadline(twoDaysAt3, '2027-03-14')).toBe(deadline);
    expect(cancellationCharge(twoDaysAt3, stay, deadline - 1000)).toEqual({
      free: true,
      fee: 0,
      refund: 264,
    });
    expect(cancellationCharge(twoDaysAt3, stay, deadline)).toEqual({
      free: false,
      fee: 132,
      refund: 132,
    });
  });

  it('keeps a percentage or everything, never more than the price', () => {
    const pct: CancellationPolicy = { ...twoDaysAt3, fee: { kind: 'percent', percent: 33.3 } };
    expect(cancellationCharge(pct, { ...stay, total: 100 }, deadline).fee).toBe(33.3);
    const all: CancellationPolicy = { ...twoDaysAt3, fee: { kind: 'all' } };
    expect(cancellationCharge(all, stay, deadline)).toMatchObject({ fee: 264, refund: 0 });
    const cheap = { ...stay, total: 50, firstNight: 132 };
    expect(cancellationCharge(twoDaysAt3, cheap, deadline).fee).toBe(50);
  });

  it('keeps everything of a non-refundable item at any time', () => {
    expect(cancellationCharge({ kind: 'non-refundable' }, stay, 0)).toEqual({
      free: false,
      fee: 264,
      refund: 0,
    });
  });
});

describe('payment schedule and words', () => {
  const deposit: PaymentPolicy = {
    kind: 'deposit',
    deposit: { kind: 'first-night' },
    balanceDaysBefore: 2,
  };
  const item = { arrival: '2027-03-14', total: 319, firstNight: 132 };

  it('takes a deposit now and the balance by its day', () => {
    expect(paymentSchedule(deposit, item, '2027-01-05')).toEqual({
      dueToday: 132,
      balance: { amount: 187, due: '2027-03-12' },
    });
    expect(paymentText(deposit, item, '2027-01-05')).toBe(
      'Due today £132.00 · £187.00 on Friday 12 March 2027',
    );
  });

  it('takes everything now once the balance day has come', () => {
    expect(paymentSchedule(deposit, item, '2027-03-12')).toEqual({ dueToday: 319 });
    expect(paymentText(deposit, item, '2027-03-13')).toBe('Due today £319.00');
  });

  it('takes a percentage deposit in whole pence', () => {
    const pct: PaymentPolicy = {
      kind: 'deposit',
      deposit: { kind: 'percent', percent: 25 },
      balanceDaysBefore: 14,
    };
    expect(paymentSchedule(pct, { ...item, total: 100.01 }, '2027-01-05')).toEqual({
      dueToday: 25,
      balance: { amount: 75.01, due: '2027-02-28' },
    });
    expect(paymentPolicyText(pct)).toBe(
      'Pay a 25% deposit when you book; the balance 14 days before arrival',
    );
  });

  it('charges the full price now, or nothing now at the hotel', () => {
    expect(paymentText({ kind: 'full' }, item, '2027-01-05')).toBe('Due today £319.00');
    expect(paymentText({ kind: 'at-hotel' }, item, '2027-01-05')).toBe(
      'Due today £0.00 · £319.00 at the hotel',
    );
    expect(paymentPolicyText({ kind: 'full' })).toBe('Pay in full when you book');
    expect(paymentPolicyText({ kind: 'at-hotel' })).toBe(
      'Pay at the hotel; your card holds the booking',
    );
    expect(paymentPolicyText(deposit)).toBe(
      'Pay the first night as a deposit when you book; the balance 2 days before arrival',
    );
  });
});

describe('a deadline in the hour the clocks go back', () => {
  it('names the zone, the clock showing that hour twice', () => {
    const hours = (n: number): CancellationPolicy => ({
      kind: 'free-until',
      before: { hours: n },
      fee: { kind: 'all' },
    });
    // 2026-10-25, 05:30 GMT is 05:30 UTC: 01:30 GMT is 01:30 UTC, 01:30 BST is 00:30 UTC.
    expect(cancellationText(hours(4), '2026-10-25T05:30')).toBe(
      'Free cancellation until 01:30 GMT, Sunday 25 October 2026',
    );
    expect(cancellationText(hours(5), '2026-10-25T05:30')).toBe(
      'Free cancellation until 01:30 BST, Sunday 25 October 2026',
    );
    expect(cancellationText(hours(3), '2026-10-25T05:30')).toBe(
      'Free cancellation until 02:30, Sunday 25 October 2026',
    );
  });
});

describe('cancellationOutcomeText', () => {
  it('says where the money goes, and what is kept', () => {
    const card = { cardLastFour: '1111', giftCardRefund: 0 };
    expect(cancellationOutcomeText({ ...card, fee: 0, cardRefund: 264 })).toEqual([
      '£264.00 back to the card ending 1111 within 5–10 days',
    ]);
    expect(cancellationOutcomeText({ ...card, fee: 132, cardRefund: 132 })).toEqual([
      '£132.00 is kept as the cancellation fee; £132.00 back',
      '£132.00 back to the card ending 1111 within 5–10 days',
    ]);
    expect(cancellationOutcomeText({ fee: 0, cardRefund: 60, giftCardRefund: 50 })).toEqual([
      '£60.00 back to the card you paid with within 5–10 days',
      '£50.00 back on the gift card’s balance at once',
    ]);
    expect(cancellationOutcomeText({ fee: 264, cardRefund: 0, giftCardRefund: 0 })).toEqual([
      '£264.00 is kept as the cancellation fee; nothing is refunded',
    ]);
    expect(cancellationOutcomeText({ fee: 0, cardRefund: 0, giftCardRefund: 0 })).toEqual([
      'Nothing was paid, so there is nothing to refund',
    ]);
  });
});

describe('bookedItemWords', () => {
  it('gives the terms of an item, or its cancellation and refund', () => {
    const Policies = { cancellation: twoDaysAt3, payment: { kind: 'full' as const } };
    expect(bookedItemWords({ Policies, Cancelled: null }, '2027-03-14')).toEqual([
      { label: 'Cancellation', value: 'Free cancellation until 15:00, Friday 12 March 2027' },
    ]);
    expect(
      bookedItemWords({ Policies, Cancelled: { Fee: 132, Refund: 132, On: '2027-03-13' } }, ''),
    ).toEqual([
      { label: 'Status', value: 'Cancelled' },
      { label: 'Refund', value: '£132.00' },
      { label: 'Cancellation fee', value: '£132.00' },
    ]);
    expect(bookedItemWords({}, '2027-03-14')).toEqual([]);
    // Once the deadline has passed: when it ended, and what a cancel costs now.
    expect(
      bookedItemWords({ Policies, Cancelled: null }, '2027-03-14', Date.UTC(2027, 2, 12, 15)),
    ).toEqual([
      {
        label: 'Cancellation',
        value:
          'Free cancellation ended at 15:00, Friday 12 March 2027. After that, the first night is charged.',
      },
    ]);
    expect(
      bookedItemWords({ Policies, Cancelled: null }, '2027-03-14', Date.UTC(2027, 2, 12, 14, 59)),
    ).toEqual([
      { label: 'Cancellation', value: 'Free cancellation until 15:00, Friday 12 March 2027' },
    ]);
  });
});

describe('instantOnDay', () => {
  it('moves an instant by whole days onto a pinned hotel day, keeping the time of day', () => {
    const at = Date.UTC(2025, 11, 1, 14, 50);
    expect(instantOnDay('2025-12-01', at)).toBe(at);
    expect(instantOnDay('2025-12-03', at)).toBe(Date.UTC(2025, 11, 3, 14, 50));
    // Across the clock change the shift is still whole days of 24 hours.
    expect(instantOnDay('2026-04-01', at)).toBe(at + 121 * 86_400_000);
  });
});
