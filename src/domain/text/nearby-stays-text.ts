import { formatDate } from '../format/format-date';
import { formatMoney } from '../format/format-money';
import { nightsBetween } from '../stay/nights-between';
import type { NearbyStay } from '../stay/nearby-stays';

/** The words of Book your Stay's nearby dates (issue 36 §3), in one place. */
export const NEARBY_STAYS_TEXT = {
  heading: 'Nearby dates with rooms free',
  intro: 'The same length of stay, as near as we can find:',
  loading: 'Looking for nearby dates…',
  none: 'No stay of the same length is free within a month either side.',
  failed: 'We could not look for nearby dates.',
  retry: 'Try again',
  side: { earlier: 'Earlier', later: 'Later' },
} as const;

/** "2 nights" */
export const nightsText = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;

/** "7 June, 2026 to 9 June, 2026" */
export const stayDatesText = (stay: Pick<NearbyStay, 'start' | 'end'>) =>
  `${formatDate(stay.start)} to ${formatDate(stay.end)}`;

/** The stay's one link, as a screen reader names it: what a tap does, and everything shown. */
export function nearbyStayLabel(stay: NearbyStay): string {
  const nights = nightsText(nightsBetween(stay.start, stay.end));
  return `Search ${stayDatesText(stay)}, ${nights}, ${formatMoney(stay.total)} in all`;
}

/** Said once when the nearby dates are known. */
export function nearbyStaysText(count: number): string {
  if (count === 0) return NEARBY_STAYS_TEXT.none;
  return count === 1 ? 'One nearby stay has rooms free.' : `${count} nearby stays have rooms free.`;
}
