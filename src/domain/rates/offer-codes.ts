import type { VenueConfig } from '../routes/venue-config';

/**
 * The offer codes sent to the live pricing service for a stay arriving on `date`: the venue's
 * hard-coded window codes when the stay falls inside a window (after `after`, before `before`,
 * public-site.md §9), which override the page's promo; otherwise the promo, if any.
 */
export function offerCodesFor(
  config: Pick<VenueConfig, 'offerWindows'>,
  date: string,
  promo: string,
): readonly string[] {
  const window = config.offerWindows.find((w) => date > w.after && date < w.before);
  if (window) return window.codes;
  const code = promo.trim();
  return code ? [code] : [];
}
