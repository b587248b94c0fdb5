import { FURNITURE } from './furniture-constants';

/**
 * The order in which the tab bar shows its tabs (indexes into the editor's order). Below
 * 992 px the chosen tab moves to the first position and the others keep their order; at or
 * above 992 px the order is the editor's (public-site.md §4 mobile tab bar).
 */
export function tabOrder(count: number, selected: number, windowWidth: number): number[] {
  const order = Array.from({ length: Math.max(0, count) }, (_, i) => i);
  if (windowWidth >= FURNITURE.mobileTabsBelowPx || selected <= 0 || selected >= count) {
    return order;
  }
  return [selected, ...order.filter((i) => i !== selected)];
}
