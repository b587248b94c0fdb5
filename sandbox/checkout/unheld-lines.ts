import type { Repos } from '../db/repos';
import { holdOfPmsFolioId } from '../stay/pms-folio-id';
import type { CartSnapshot } from './book-folio';

type SnapshotLine = NonNullable<CartSnapshot['FolioItems']>[number];

/**
 * The lines of a cart whose hold no longer takes its room, treatment or place for this web
 * folio (removed, lapsed, or the cart's 60-minute maximum reached): they may not be paid for
 * or booked, or the same room, therapist or place could be sold twice (issue 17 item 9, issue
 * 34 item 2). Lines booked without a hold (sample lines, gift cards) are never counted.
 */
export function unheldLines(
  repos: Pick<Repos, 'stayInventory' | 'spa' | 'classes' | 'dining'>,
  cart: CartSnapshot,
  webFolioId: number,
  now: number,
): SnapshotLine[] {
  return (cart.FolioItems ?? []).filter((item) => {
    const lineId = Number(item.FolioItemId);
    if (item.Category === 'Treatments') return repos.spa.lapsedLine(lineId, now);
    if (item.Category === 'Active') return repos.classes.lapsedLine(lineId, now);
    if (item.Category === 'Dining') return repos.dining.lapsedLine(lineId, now);
    if (item.Category !== 'Hotel') return false;
    const hold = holdOfPmsFolioId(String(item.FolioId));
    return hold !== null && !repos.stayInventory.isHeldFor(hold, webFolioId, now);
  });
}

/** What a guest reads about such lines, naming the rooms. */
export function unheldText(lines: readonly SnapshotLine[], charged: boolean): string {
  const rooms = lines.every((line) => line.Category === 'Hotel');
  const names = lines.map((line) => line.Details ?? (rooms ? 'A room' : 'A booking')).join('; ');
  const money = charged
    ? 'so nothing was booked and your card has not been charged'
    : 'so it cannot be paid for';
  const what = rooms ? 'this room is' : lines.length > 1 ? 'these are' : 'this is';
  return `${names}: ${what} no longer held for you (it was removed or its hold ended), ${money}. Please check your cart and ${rooms ? 'search again' : 'choose again'}.`;
}
