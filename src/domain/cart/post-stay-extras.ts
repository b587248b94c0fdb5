import { isExcludedExtra } from './is-excluded-extra';

/**
 * The post-stay extras list (booking-engine.md §5): the services whose names are not
 * excluded (cot, extra bed, twin, double, late arrival…), in their order.
 */
export function postStayExtras<T extends { PMSSpecialServiceName: string }>(
  services: readonly T[],
): T[] {
  return services.filter((s) => !isExcludedExtra(s.PMSSpecialServiceName));
}
