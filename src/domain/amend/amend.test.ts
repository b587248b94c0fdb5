import { describe, expect, it } from 'vitest';
import type { CancellationPolicy } from '../../schemas/policies';
import { cancellationCharge, cancellationDeadline } from '../policies';
import {
  amendDifferenceText,
  amendRefusal,
  amendRefusalText,
  amendTotalText,
  amendedText,
} from '.';

const twoDaysAt3: CancellationPolicy = {
  kind: 'free-until',
  before: { days: 2, at: '15:00' },
  fee: { kind: 'first-night' },
};
const nonRefundable: CancellationPolicy = { kind: 'non-refundable' };
// Friday 12 March 2027, 15:00 GMT: two days before a Sunday arrival.
const DEADLINE = Date.UTC(2027, 2, 12, 15);

describe('amendRefusal', () => {
  it('allows a change strictly before the free deadline, refuses it from its own second', () => {
    expect(amendRefusal(twoDaysAt3, '2027-03-14', DEADLINE - 1000)).toBeNull();
    expect(amendRefusal(twoDaysAt3, '2027-03-14', DEADLINE)).toEqual({
      kind: 'deadline',
      deadline: DEADLINE,
    });
  });

  it('agrees with the cancel rule: a change is allowed exactly while cancelling is free', () => {
    for (const offset of [-86_400_000, -1, 0, 1, 3_600_000]) {
      const now = DEADLINE + offset;
      const free = cancellationCharge(twoDaysAt3, { arrival: '2027-03-14', total: 264 }, now).free;
      expect(amendRefusal(twoDaysAt3, '2027-03-14', now) === null).toBe(free);
    }
    expect(cancellationDeadline(twoDaysAt3, '2027-03-14')).toBe(DEADLINE);
  });

  it('never allows a change to a non-refundable rate', () => {
    expect(amendRefusal(nonRefundable, '2027-03-14', 0)).toEqual({ kind: 'non-refundable' });
  });
});

describe('amend words', () => {
  it('says why a change is refused, and what to do', () => {
    expect(amendRefusalText({ kind: 'deadline', deadline: DEADLINE })).toBe(
      'Changes were free until 15:00, Friday 12 March 2027, so this booking can no longer be changed online. Please call the hotel.',
    );
    expect(amendRefusalText({ kind: 'non-refundable' })).toMatch(/^This rate is non-refundable/);
  });

  it('shows the difference before confirming', () => {
    expect(amendDifferenceText(40)).toBe('+£40.00 to pay');
    expect(amendDifferenceText(-25)).toBe('£25.00 back to your card');
    expect(amendDifferenceText(0.001)).toBe('No difference in price');
    expect(amendTotalText(280, 240)).toBe('New total £280.00 (was £240.00)');
  });

  it('announces the outcome', () => {
    expect(amendedText(40, 0)).toBe('Booking changed. £40.00 paid.');
    expect(amendedText(0, 25)).toBe('Booking changed. £25.00 back to your card within 5–10 days.');
    expect(amendedText(0, 0)).toBe('Booking changed. The price is the same.');
  });
});
