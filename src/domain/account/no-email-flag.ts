/** The marketing opt-in: ticked means NoEmail N, otherwise Y (booking-engine.md §5). */
export function noEmailFlag(marketingTicked: boolean): 'Y' | 'N' {
  return marketingTicked ? 'N' : 'Y';
}
