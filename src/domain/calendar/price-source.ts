import type { PriceSource } from './stay-day';
import type { VenueConfig } from '../routes/venue-config';

/**
 * Which service prices a night: the cached calendar up to and including the venue's
 * `cachedUntil` (the lake: 2026-01-11), the live pricing service after it (from 2026-01-12).
 */
export function priceSourceFor(
  config: Pick<VenueConfig, 'cachedUntil'>,
  date: string,
): PriceSource {
  return config.cachedUntil !== null && date <= config.cachedUntil ? 'cached' : 'live';
}
