import { formatMoney } from '../format/format-money';

/**
 * What a screen reader hears when Book your Stay's rooms come back for a changed search
 * (issue 22 build 2): how many room types, from what price for the stay, or that none are
 * left. `prices` are the stay totals of every rate found.
 */
export function ratesFoundText(
  roomTypes: number,
  prices: readonly number[],
  nights: number,
): string {
  const stay = `${nights} ${nights === 1 ? 'night' : 'nights'}`;
  if (roomTypes === 0 || prices.length === 0) return `No rooms are available for these ${stay}.`;
  const kinds = `${roomTypes} ${roomTypes === 1 ? 'room type' : 'room types'}`;
  return `${kinds} available for ${stay}, from ${formatMoney(Math.min(...prices))}.`;
}
