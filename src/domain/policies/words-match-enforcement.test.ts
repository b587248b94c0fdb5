import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CancellationPolicy } from '../../schemas/policies';
import { MONTH_NAMES } from '../calendar/month-names';
import { cancellationCharge, cancellationText, londonInstant } from '.';

/**
 * What the guest is told and what the server enforces cannot differ (issue 32 §1): the deadline
 * is read back out of the words alone, and compared with cancellationCharge's decision (the
 * sandbox's) at generated instants, over generated policies and arrivals around both UK clock
 * changes of 2026–2028.
 */
const WORDS =
  /^Free cancellation until (\d{2}):(\d{2})( GMT| BST)?, (\w+day) (\d{1,2}) (\w+) (\d{4})$/;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The deadline a guest reads in the words, as an instant; undefined for "Non-refundable". */
function deadlineFromWords(words: string): number | undefined {
  if (words === 'Non-refundable') return undefined;
  const match = WORDS.exec(words);
  if (!match) throw new Error(`Unreadable words: ${words}`);
  const [, hh, mm, zone, weekday, day, month, year] = match;
  const monthNo = MONTH_NAMES.indexOf(month as (typeof MONTH_NAMES)[number]) + 1;
  const iso = `${year}-${String(monthNo).padStart(2, '0')}-${day!.padStart(2, '0')}`;
  const weekdayOf = WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()];
  if (monthNo === 0 || weekdayOf !== weekday) throw new Error(`Wrong date: ${words}`);
  const wall = `${iso}T${hh}:${mm}`;
  // The hour the clocks go back happens twice; the words name its zone then.
  if (zone) return Date.parse(`${wall}:00Z`) - (zone === ' BST' ? 3_600_000 : 0);
  return londonInstant(wall);
}

/** The Sundays the clocks change, each ± a week: where deadlines are most likely to slip. */
const CHANGES = [
  '2026-03-29',
  '2026-10-25',
  '2027-03-28',
  '2027-10-31',
  '2028-03-26',
  '2028-10-29',
];
const DAY_MS = 86_400_000;

const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

const policy: fc.Arbitrary<CancellationPolicy> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'non-refundable' as const }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('free-until' as const),
      before: fc.oneof(
        fc.record({ days: fc.integer({ min: 0, max: 30 }), at: time }),
        fc.record({ hours: fc.integer({ min: 0, max: 24 * 10 }) }),
      ),
      fee: fc.oneof(
        fc.constant({ kind: 'first-night' as const }),
        fc.constant({ kind: 'all' as const }),
        fc.record({
          kind: fc.constant('percent' as const),
          percent: fc.integer({ min: 0, max: 100 }),
        }),
      ),
    }),
  },
);

const day = fc
  .tuple(fc.constantFrom(...CHANGES), fc.integer({ min: -20, max: 20 }))
  .map(([sunday, shift]) => new Date(Date.parse(`${sunday}T00:00:00Z`) + shift * DAY_MS))
  .map((date) => date.toISOString().slice(0, 10));

/** A stay's arrival day, or a treatment's, session's or table's start on that day. */
const arrival = fc.oneof(
  day,
  fc.tuple(day, time).map(([d, t]) => `${d}T${t}`),
);

describe('the policy words and the enforcement', () => {
  it('agree on every generated (policy, arrival, now) case', () => {
    let cases = 0;
    let mismatches = 0;
    fc.assert(
      fc.property(
        policy,
        arrival,
        fc.integer({ min: -3 * DAY_MS, max: 3 * DAY_MS }),
        fc.constantFrom(-1000, 0, 1000),
        (rule, when, offset, edge) => {
          const words = cancellationText(rule, when);
          const told = deadlineFromWords(words);
          // Now: around the deadline the guest was told (to the second either side), or around
          // the arrival for a non-refundable item.
          const anchor = told ?? londonInstant(`${when.slice(0, 10)}T12:00`);
          for (const now of [anchor + offset, anchor + edge]) {
            cases += 1;
            const charge = cancellationCharge(
              rule,
              { arrival: when, total: 200, firstNight: 80 },
              now,
            );
            const toldFree = told !== undefined && now < told;
            // The words read at that instant (My Bookings): "until" exactly while it is free.
            const saysFree = cancellationText(rule, when, now).startsWith(
              'Free cancellation until',
            );
            if (charge.free !== toldFree || saysFree !== charge.free) mismatches += 1;
            else if (charge.free && charge.fee !== 0) mismatches += 1;
          }
          return true;
        },
      ),
      { numRuns: 25_000, seed: 32 },
    );
    console.info(`policy words vs enforcement: ${cases} cases, ${mismatches} mismatches`);
    expect(cases).toBe(50_000);
    expect(mismatches).toBe(0);
  });
});
