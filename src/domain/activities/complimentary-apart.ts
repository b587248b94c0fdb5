/** An event offered free, known by its name (booking-engine.md §9). */
export const isComplimentary = (name: string) => /\bcomplimentary\b/i.test(name);

/** The events screen lists complimentary events apart from the others, each in its order. */
export function complimentaryApart<T extends { ItemName: string }>(
  events: readonly T[],
): { events: T[]; complimentary: T[] } {
  return {
    events: events.filter((e) => !isComplimentary(e.ItemName)),
    complimentary: events.filter((e) => isComplimentary(e.ItemName)),
  };
}
