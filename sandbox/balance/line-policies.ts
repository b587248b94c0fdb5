import type { Policies } from '../../src/schemas/policies';
import type { CartSnapshot } from '../checkout/book-folio';
import type { Repos } from '../db/repos';
import { ITEM_POLICIES, type ItemCategory } from '../policies/item-policies';
import { FLEXIBLE, planPolicies } from '../policies/plan-policies';
import { holdOfPmsFolioId } from '../stay/pms-folio-id';

type Item = NonNullable<CartSnapshot['FolioItems']>[number];

const ITEM_KINDS = new Set<string>(['Treatments', 'Active', 'Dining']);

/** A cart or booked line priced for its payment schedule, with the policies that govern it. */
export interface ScheduledLine {
  policies: Policies;
  arrival: string;
  amountMinor: number;
  firstNightMinor: number;
}

/**
 * The policies a cart line is sold under: a room's rate plan's (through its stay hold), a
 * treatment's, session's or table's kind; anything else (a gift card, a sample line with no
 * hold) is paid in full.
 */
export function scheduledLine(repos: Pick<Repos, 'stayInventory'>, item: Item): ScheduledLine {
  const amountMinor = Math.round(Number(item.Amount) * 100);
  const base = { amountMinor, firstNightMinor: amountMinor };
  if (item.Category === 'Hotel') {
    const holdId = holdOfPmsFolioId(String(item.FolioId));
    const hold = holdId === null ? undefined : repos.stayInventory.holdById(holdId);
    const nights = Math.max(1, Number(item.Nights ?? 1));
    return {
      ...base,
      arrival: String(item.StartDate ?? '').slice(0, 10),
      firstNightMinor: Math.round(amountMinor / nights),
      policies: hold ? planPolicies(hold.venue, hold.rate_type) : FLEXIBLE,
    };
  }
  const arrival = String(item.StartDate ?? '').slice(0, 16);
  if (ITEM_KINDS.has(item.Category)) {
    return { ...base, arrival, policies: ITEM_POLICIES[item.Category as ItemCategory] };
  }
  return { ...base, arrival, policies: { ...FLEXIBLE, payment: { kind: 'full' } } };
}
