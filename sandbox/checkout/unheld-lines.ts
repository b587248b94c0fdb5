import type { Repos } from '../db/repos';
import { holdOfPmsFolioId } from '../stay/pms-folio-id';
import type { CartSnapshot } from './book-folio';

type SnapshotLine = NonNullable<CartSnapshot['FolioItems']>[number];

/**
 * The room lines of a cart whose stay hold no longer takes their room for this web folio
 * (removed, lapsed, or the 60-minute maximum reached): they may not be paid for or booked,
 * or the room could be sold twice (issue 17 item 9). Lines not booked through `/rs/book-pms`
 * (no hold) are never counted.
 */
export function unheldLines(
  repos: Pick<Repos, 'stayInventory'>,
  cart: CartSnapshot,
  webFolioId: number,
  now: number,
): SnapshotLine[] {
  return (cart.FolioItems ?? []).filter((item) => {
    if (item.Category !== 'Hotel') return false;
    const hold = holdOfPmsFolioId(String(item.FolioId));
    return hold !== null && !repos.stayInventory.isHeldFor(hold, webFolioId, now);
  });
}

/** What a guest reads about such lines, naming the rooms. */
export function unheldText(lines: readonly SnapshotLine[], charged: boolean): string {
  const rooms = lines.map((line) => line.Details ?? 'A room').join('; ');
  const money = charged
    ? 'so nothing was booked and your card has not been charged'
    : 'so it cannot be paid for';
  return `${rooms}: this room is no longer held for you (it was removed or its hold ended), ${money}. Please check your cart and search again.`;
}
