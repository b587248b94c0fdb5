/** A variant named as off peak ("Adult off peak", "Off-Peak child", "offpeak"). */
export const isOffPeakVariant = (name: string) => /\boff[\s-]?peak\b/i.test(name);

/**
 * On a peak day only the variants not named off peak; on an off-peak day only the off-peak
 * variants (booking-engine.md §5). Order is kept.
 */
export function variantsForDay<T extends { GroupItemName: string }>(
  variants: readonly T[],
  offPeakDay: boolean,
): T[] {
  return variants.filter((variant) => isOffPeakVariant(variant.GroupItemName) === offPeakDay);
}
