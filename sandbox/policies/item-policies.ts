import type { Policies } from '../../src/schemas/policies';

/** The kinds of booked item besides a room: a treatment, a session or event, a table. */
export type ItemCategory = 'Treatments' | 'Active' | 'Dining';

/**
 * Policies of the bookable items that are not rooms (issue 32 §1): a treatment is free to
 * cancel until 24 hours before it starts, a class or event until 48 hours before (half is kept
 * after), a table until 24 hours before. All are paid in full when booked.
 */
export const ITEM_POLICIES: Readonly<Record<ItemCategory, Policies>> = {
  Treatments: {
    cancellation: { kind: 'free-until', before: { hours: 24 }, fee: { kind: 'all' } },
    payment: { kind: 'full' },
  },
  Active: {
    cancellation: {
      kind: 'free-until',
      before: { hours: 48 },
      fee: { kind: 'percent', percent: 50 },
    },
    payment: { kind: 'full' },
  },
  Dining: {
    cancellation: { kind: 'free-until', before: { hours: 24 }, fee: { kind: 'all' } },
    payment: { kind: 'full' },
  },
};
