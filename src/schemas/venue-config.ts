import * as v from 'valibot';
import type { VenueOverrides } from '../domain/routes/venue-config';
import { NavigationUrl } from './config';

const IsoDay = v.pipe(v.string(), v.isoDate());
const Code = v.pipe(v.string(), v.nonEmpty());
const Count = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** One venue's override (src/domain/routes/venue-config.ts): every key optional, no unknown key. */
const VenueOverrideSchema = v.strictObject({
  cachedUntil: v.optional(v.nullable(IsoDay)),
  horizon: v.optional(
    v.strictObject({
      months: v.optional(Count(1, 24)),
      shorterFrom: v.optional(v.nullable(IsoDay)),
      shorterMonths: v.optional(Count(1, 24)),
    }),
  ),
  offerWindows: v.optional(
    v.array(v.strictObject({ after: IsoDay, before: IsoDay, codes: v.array(Code) })),
  ),
  handoff: v.optional(
    v.strictObject({
      externalAfter: v.optional(v.nullable(IsoDay)),
      alwaysExternal: v.optional(v.boolean()),
      externalNewTab: v.optional(v.boolean()),
    }),
  ),
  externalEngine: v.optional(
    v.strictObject({
      baseUrl: v.optional(NavigationUrl),
      app: v.optional(Code),
      offers: v.optional(Code),
      tenant: v.optional(Code),
      property: v.optional(Code),
    }),
  ),
  pmsProperty: v.optional(Code),
  exclusions: v.optional(
    v.array(
      v.strictObject({
        rateTypes: v.optional(v.array(Code)),
        roomTypes: v.optional(v.array(Code)),
        minLengthAbove: v.optional(Count(0, 365)),
      }),
    ),
  ),
  minNights: v.optional(Count(1, 28)),
  lowAvailability: v.optional(Count(0, 1000)),
});

/** The config block's `venues` key: per venue, the settings that differ from the defaults. */
export const VenueOverridesSchema = v.strictObject({
  lake: v.optional(VenueOverrideSchema),
  seaside: v.optional(VenueOverrideSchema),
  inn: v.optional(VenueOverrideSchema),
});

// The schema's output must be usable wherever the domain takes overrides.
export type VenueOverridesInput = v.InferOutput<typeof VenueOverridesSchema>;
const _fits: (o: VenueOverridesInput) => VenueOverrides = (o) => o;
