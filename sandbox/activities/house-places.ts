/** FNV-1a: a small, stable hash, so a session's take-up is the same on every run. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * Places of a session taken by guests outside the sandbox, generated from its id so that any
 * day has believable, repeatable take-up: about one session in ten is full, one in five has
 * exactly one place left (the sauna's Add button), the rest are up to a third taken.
 */
export function housePlaces(spaClassId: string, places: number): number {
  const h = hash(spaClassId);
  const kind = h % 10;
  if (kind === 0) return places;
  if (kind <= 2) return places - 1;
  return Math.floor((((h >>> 8) % 100) / 100) * (places / 3));
}
