import type { Venue } from '../../src/domain/calendar/stay-day';
import type { Policies } from '../../src/schemas/policies';

/**
 * The hotel's booking policies per rate plan (issue 32 §1), as the sandbox seeds them: every
 * plan has a cancellation and a payment policy, and each venue sells at least one flexible,
 * one non-refundable and one deposit plan. A rate type not named here has its venue's default.
 * The words and the enforcement both read these through src/domain/policies/.
 */
export const FLEXIBLE: Policies = {
  cancellation: {
    kind: 'free-until',
    before: { days: 2, at: '15:00' },
    fee: { kind: 'first-night' },
  },
  payment: { kind: 'full' },
};
export const NON_REFUNDABLE: Policies = {
  cancellation: { kind: 'non-refundable' },
  payment: { kind: 'full' },
};
export const FIRST_NIGHT_DEPOSIT: Policies = {
  cancellation: {
    kind: 'free-until',
    before: { days: 7, at: '15:00' },
    fee: { kind: 'first-night' },
  },
  payment: { kind: 'deposit', deposit: { kind: 'first-night' }, balanceDaysBefore: 14 },
};
const QUARTER_DEPOSIT: Policies = {
  cancellation: {
    kind: 'free-until',
    before: { days: 14, at: '12:00' },
    fee: { kind: 'percent', percent: 50 },
  },
  payment: { kind: 'deposit', deposit: { kind: 'percent', percent: 25 }, balanceDaysBefore: 30 },
};
const AT_THE_HOTEL: Policies = {
  cancellation: { kind: 'free-until', before: { hours: 24 }, fee: { kind: 'first-night' } },
  payment: { kind: 'at-hotel' },
};

export const PLAN_POLICIES: Readonly<Record<Venue, Readonly<Record<string, Policies>>>> = {
  lake: {
    BB: FLEXIBLE,
    FLEX: AT_THE_HOTEL,
    RO: NON_REFUNDABLE,
    EARLY: NON_REFUNDABLE,
    SAVE20: NON_REFUNDABLE,
    WKND2: FIRST_NIGHT_DEPOSIT,
    FOURTHFREE: FIRST_NIGHT_DEPOSIT,
    LONG7: QUARTER_DEPOSIT,
  },
  seaside: {
    BB: FLEXIBLE,
    DBB: FIRST_NIGHT_DEPOSIT,
    GOLFWINTER: NON_REFUNDABLE,
    SEAWINTER: QUARTER_DEPOSIT,
  },
  inn: {
    BB: FLEXIBLE,
    RO: NON_REFUNDABLE,
    BBBR: FIRST_NIGHT_DEPOSIT,
    BBIS: AT_THE_HOTEL,
  },
};

/** A rate plan's policies: the table's, else the flexible default. */
export function planPolicies(venue: Venue, rateType: string): Policies {
  return PLAN_POLICIES[venue][rateType] ?? FLEXIBLE;
}
