import type * as v from 'valibot';
import { type Config, getConfig } from './config';
import { parseKeepingValid } from './parse-keeping-valid';

/**
 * A reader of one page-wide settings key (`spa`, `activities`): the specification's defaults
 * (`build`) with the page's config on top. A bad key is reported once on the console and
 * ignored; the rest still apply. Parsed again only when the page's config changes.
 */
export function pageSettings<S extends v.GenericSchema<Record<string, unknown>>, C>(
  key: 'spa' | 'activities',
  schema: S,
  build: (overrides: v.InferOutput<S>) => C,
): (config?: Config) => C {
  let parsed: { raw: unknown; config: C } | undefined;
  return (config = getConfig()) => {
    const raw = config[key];
    if (!parsed || parsed.raw !== raw) {
      parsed = { raw, config: build(parseKeepingValid(schema, raw, key)) };
    }
    return parsed.config;
  };
}
