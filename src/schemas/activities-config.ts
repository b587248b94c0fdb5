import * as v from 'valibot';
import type { ActivityOverrides } from '../domain/activities/activity-config';
import { isSafeNavigation } from '../domain/safety/safe-url';

const IsoDay = v.pipe(v.string(), v.isoDate());
/** As config's NavigationUrl (not imported: the engine's chunk would carry the whole config schema). */
const NavigationUrl = v.pipe(
  v.string(),
  v.check(isSafeNavigation, 'an address must be http, https or a path on this site'),
);
const Location = v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'a location number'));

/** The config block's `activities` key (src/domain/activities/activity-config.ts). */
export const ActivityOverridesSchema = v.strictObject({
  locations: v.optional(
    v.strictObject({
      lake: v.optional(Location),
      events: v.optional(Location),
      rink: v.optional(Location),
    }),
  ),
  wildSwimmingItemId: v.optional(v.pipe(v.string(), v.nonEmpty())),
  wildSwimmingLastDate: v.optional(IsoDay),
  skatingSeason: v.optional(v.strictObject({ start: v.optional(IsoDay), end: v.optional(IsoDay) })),
  offPeakDates: v.optional(v.array(IsoDay)),
  workshopDate: v.optional(IsoDay),
  saunaMinimumAge: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99))),
  eventCategory: v.optional(v.pipe(v.string(), v.nonEmpty())),
  skatingCategory: v.optional(v.pipe(v.string(), v.nonEmpty())),
  closedDates: v.optional(v.array(IsoDay)),
  bulkDelayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000))),
  activeBookUrl: v.optional(NavigationUrl),
  endlessPoolUrl: v.optional(NavigationUrl),
});

// The schema's output must be usable wherever the domain takes overrides.
const _fits: (o: v.InferOutput<typeof ActivityOverridesSchema>) => ActivityOverrides = (o) => o;
