import type { Venue } from '../../src/domain/calendar/stay-day';
import type { Policies } from '../../src/schemas/policies';
import type { CartSnapshot } from '../checkout/book-folio';
import type { BookingRow } from '../db/payment-orders-repo';
import type { Repos } from '../db/repos';
import { ITEM_POLICIES, type ItemCategory } from '../policies/item-policies';
import { FLEXIBLE, planPolicies } from '../policies/plan-policies';
import { holdOfPmsFolioId } from '../stay/pms-folio-id';

/** A line of a booking that its guest may cancel: a room, a treatment, a session, a table. */
export interface BookedLine {
  folioItemId: number;
  category: 'Hotel' | ItemCategory;
  details: string;
  amountMinor: number;
  /** A stay's arrival day, or the item's start `YYYY-MM-DDTHH:mm` (hotel time). */
  arrival: string;
  firstNightMinor: number;
  policies: Policies;
  /** The room's stay hold, whose nights go back to the inventory on cancel. */
  holdId: number | null;
  /** A room's venue (its hold's), when known. */
  venue: Venue | null;
}

const CANCELLABLE = new Set(['Hotel', 'Treatments', 'Active', 'Dining']);

/**
 * The lines of a booking as its guest paid for them (its snapshot), with the policies that
 * govern cancelling each: a room's rate plan's, else the item kind's. Gift cards are not
 * among them (a card issued is the holder's).
 */
export function bookedLines(repos: Repos, booking: BookingRow): BookedLine[] {
  const cart = JSON.parse(booking.cart_json) as CartSnapshot;
  // A cancelled room's hold is gone: its cancellation kept the venue and the policies.
  const cancelled = new Map(
    repos.cancellations.ofBooking(booking.id).map((row) => [row.folio_item_id, row]),
  );
  return (cart.FolioItems ?? []).flatMap((item): BookedLine[] => {
    if (!CANCELLABLE.has(item.Category)) return [];
    const amountMinor = Math.round(Number(item.Amount) * 100);
    const base = {
      folioItemId: Number(item.FolioItemId),
      details: item.Details ?? '',
      amountMinor,
      firstNightMinor: amountMinor,
      holdId: null,
      venue: null,
    };
    if (item.Category === 'Hotel') {
      const holdId = holdOfPmsFolioId(String(item.FolioId));
      const hold = holdId === null ? undefined : repos.stayInventory.holdById(holdId);
      const kept = cancelled.get(base.folioItemId);
      const nights = Math.max(1, Number(item.Nights ?? 1));
      return [
        {
          ...base,
          category: 'Hotel',
          arrival: String(item.StartDate ?? '').slice(0, 10),
          // The snapshot keeps the stay's total: its first night is the nightly average.
          firstNightMinor: Math.round(amountMinor / nights),
          policies: kept?.policies_json
            ? (JSON.parse(kept.policies_json) as Policies)
            : hold
              ? planPolicies(hold.venue, hold.rate_type)
              : FLEXIBLE,
          holdId: hold ? hold.id : null,
          venue: hold?.venue ?? (kept?.venue as Venue | null | undefined) ?? null,
        },
      ];
    }
    const category = item.Category as ItemCategory;
    return [
      {
        ...base,
        category,
        arrival: String(item.StartDate ?? '').slice(0, 16),
        policies: ITEM_POLICIES[category],
      },
    ];
  });
}
