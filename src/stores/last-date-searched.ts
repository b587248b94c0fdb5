/** Browser storage key of the last stay dates searched (booking-engine.md §3). */
export const LAST_DATE_SEARCHED_KEY = 'last_date_searched';

export function readLastDateSearched(): string | null {
  try {
    return localStorage.getItem(LAST_DATE_SEARCHED_KEY);
  } catch {
    return null; // storage blocked: the guest simply starts a fresh search
  }
}

export function writeLastDateSearched(value: string): void {
  try {
    localStorage.setItem(LAST_DATE_SEARCHED_KEY, value);
  } catch {
    // storage blocked or full: nothing is lost but a convenience
  }
}
