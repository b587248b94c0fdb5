import { type VenueConfig, type VenueOverrides, venueConfig } from '../domain/routes/venue-config';
import type { Venue } from '../domain/calendar/stay-day';
import { VenueOverridesSchema } from '../schemas/venue-config';
import { type Config, getConfig } from './config';
import { parseKeepingValid } from './parse-keeping-valid';

let parsed: { raw: unknown; overrides: VenueOverrides } | undefined;

function overridesOf(raw: unknown): VenueOverrides {
  if (!parsed || parsed.raw !== raw) {
    parsed = { raw, overrides: parseKeepingValid(VenueOverridesSchema, raw, 'venues') };
  }
  return parsed.overrides;
}

/**
 * One venue's stay-calendar settings: the specification's defaults with the page's `venues`
 * config on top. A bad key is reported once on the console and ignored; the rest still apply.
 */
export function venueSettings(venue: Venue, config: Config = getConfig()): VenueConfig {
  return venueConfig(venue, overridesOf(config.venues));
}
