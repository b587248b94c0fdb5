/** The prices that mark a variant as not for sale online (booking-engine.md §5). */
const HIDDEN_PRICES = [0, 999];

/** Event variants priced 0.00 or 999.00 are hidden; the rest keep their order. */
export function visibleVariants<T extends { GroupItemPriceWithSurcharges: number }>(
  variants: readonly T[],
): T[] {
  return variants.filter(
    (variant) =>
      !HIDDEN_PRICES.some(
        (price) => Math.abs(variant.GroupItemPriceWithSurcharges - price) < 0.005,
      ),
  );
}
