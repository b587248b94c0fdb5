import { addMonths } from '../calendar/add-months';
import { formatDate } from '../format/format-date';

/** Gift cards are valid for 24 months (booking-engine.md §9). */
export const GIFT_CARD_VALID_MONTHS = 24;

/** What the guest reads about how long a card lasts. */
export const GIFT_CARD_VALIDITY = `Valid for ${GIFT_CARD_VALID_MONTHS} months from purchase.`;

/**
 * The last day a card bought on `day` (YYYY-MM-DD) can be used: the same day 24 months on, or
 * the last day of that month when it is shorter (29 February → 28 February).
 */
export function giftCardExpiry(day: string): string {
  const month = addMonths(day.slice(0, 7), GIFT_CARD_VALID_MONTHS);
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNo, 0)).getUTCDate();
  const date = Math.min(Number(day.slice(8, 10)), last);
  return `${month}-${String(date).padStart(2, '0')}`;
}

/** "Valid until 1 December, 2027" for a card bought on `day`. */
export const giftCardValidUntil = (day: string) => `Valid until ${formatDate(giftCardExpiry(day))}`;
