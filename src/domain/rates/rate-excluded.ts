import type { CachedRate } from '../calendar/stay-day';
import type { RateExclusion } from '../routes/venue-config';

/**
 * True when a venue's exclusion rule leaves this rate out (public-site.md §9: "some rate types
 * are excluded depending on room, rate or minnights settings"). A rule matches when every
 * condition it gives matches; a rule that gives none matches nothing.
 */
export function isRateExcluded(
  rate: Pick<CachedRate, 'RoomType' | 'RateType' | 'MinLength'>,
  rules: readonly RateExclusion[],
): boolean {
  for (const rule of rules) {
    const { rateTypes, roomTypes, minLengthAbove } = rule;
    if (rateTypes === undefined && roomTypes === undefined && minLengthAbove === undefined) {
      continue;
    }
    if (rateTypes !== undefined && !rateTypes.includes(rate.RateType)) continue;
    if (roomTypes !== undefined && !roomTypes.includes(rate.RoomType)) continue;
    if (minLengthAbove !== undefined && !(rate.MinLength > minLengthAbove)) continue;
    return true;
  }
  return false;
}
