/** A failed registration shows 'Error. ' and the server's text (booking-engine.md §8). */
export function registerFailureText(serverText: string): string {
  return `Error. ${serverText}`;
}
