import type { CachedRate } from './stay-day';
import type { RateExclusion } from './venue-config';

/**
 * True when a venue's exclusion rule leaves this cached rate out (public-site.md §9: "some rate
 * types are excluded depending on room, rate or minnights settings"). A rule matches when every
 * condition it gives matches; a rule that gives none matches nothing.
 */
export function isRateExcluded(
  rate: Pick<CachedRate, 'RoomType' | 'RateType' | 'MinLength'>,
  rules: readonly RateExclusion[],
): boolean {
  return rules.some((rule) => {
    const conditions = [
      rule.rateTypes && rule.rateTypes.includes(rate.RateType),
      rule.roomTypes && rule.roomTypes.includes(rate.RoomType),
      rule.minLengthAbove !== undefined && rate.MinLength > rule.minLengthAbove,
    ];
    const given = [rule.rateTypes, rule.roomTypes, rule.minLengthAbove].map((c) => c !== undefined);
    return given.some(Boolean) && conditions.every((met, i) => !given[i] || met);
  });
}
