const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "2 adults, 1 child, 1 baby": a cart item's guests. ResortSuite's Youth are shown as babies
 * (booking-engine.md §3). Empty when the item has no guest counts.
 */
export function guestsText(item: {
  Adults?: number | null;
  Children?: number | null;
  Youth?: number | null;
}): string {
  const parts: string[] = [];
  if (item.Adults) parts.push(plural(item.Adults, 'adult', 'adults'));
  if (item.Children) parts.push(plural(item.Children, 'child', 'children'));
  if (item.Youth) parts.push(plural(item.Youth, 'baby', 'babies'));
  return parts.join(', ');
}
