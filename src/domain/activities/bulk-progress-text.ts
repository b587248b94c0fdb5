/** What the guest reads while several places are booked one by one (booking-engine.md §4). */
export function bulkProgressText(place: number, total: number): string {
  return `Adding place ${place} of ${total}`;
}

const places = (n: number) => `${n} ${n === 1 ? 'place' : 'places'}`;

/**
 * What the guest reads when a bulk booking ends early: exactly how many places were added
 * (and kept), never a silent partial booking. `reason` is the failure in plain words, or
 * null when the guest stopped it.
 */
export function bulkOutcomeText(added: number, total: number, reason: string | null): string {
  const kept =
    added === 0 ? 'No places were added.' : `${places(added)} of ${total} added to your cart.`;
  return reason === null ? `Stopped. ${kept}` : `${kept} ${reason}`;
}
