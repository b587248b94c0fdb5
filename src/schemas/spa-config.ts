import * as v from 'valibot';
import type { SpaOverrides } from '../domain/spa/spa-config';

/** The config block's `spa` key (src/domain/spa/spa-config.ts). */
export const SpaOverridesSchema = v.strictObject({
  location: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'a location number'))),
  gender: v.optional(v.picklist(['X', 'M', 'F'])),
  version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  lastDate: v.optional(v.pipe(v.string(), v.isoDate())),
});

// The schema's output must be usable wherever the domain takes overrides.
const _fits: (o: v.InferOutput<typeof SpaOverridesSchema>) => SpaOverrides = (o) => o;
