/**
 * The note a session shows about who may come: the class's own minimum age, else the
 * screen's (the sauna's 16, booking-engine.md §9); null when there is none.
 */
export function minimumAgeNote(
  classMinAge: number | null | undefined,
  screenMinAge?: number | null,
): string | null {
  const age = classMinAge || screenMinAge;
  return age ? `Minimum age ${age}.` : null;
}
