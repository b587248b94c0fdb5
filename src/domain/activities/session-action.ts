/**
 * How a sauna session is added (booking-engine.md §2): with exactly one place left, an Add
 * button; otherwise a More button opening a drawer whose stepper runs 0 to the places left.
 */
export function sessionAction(availSlots: number): 'add' | 'drawer' | 'full' {
  if (availSlots <= 0) return 'full';
  return availSlots === 1 ? 'add' : 'drawer';
}

/** A drawer stepper's quantity kept between 0 and the places left (§5). */
export function clampPlaces(quantity: number, availSlots: number): number {
  if (!Number.isFinite(quantity)) return 0;
  return Math.min(Math.max(0, Math.trunc(quantity)), Math.max(0, availSlots));
}
