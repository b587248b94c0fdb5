import { type SpaConfig, spaConfig } from '../domain/spa/spa-config';
import { SpaOverridesSchema } from '../schemas/spa-config';
import { type Config, getConfig } from './config';
import { parseKeepingValid } from './parse-keeping-valid';

let parsed: { raw: unknown; config: SpaConfig } | undefined;

/**
 * The treatments screen's settings: the specification's defaults with the page's `spa`
 * config on top. A bad key is reported once on the console and ignored; the rest still apply.
 */
export function spaSettings(config: Config = getConfig()): SpaConfig {
  const raw = config.spa;
  if (!parsed || parsed.raw !== raw) {
    parsed = { raw, config: spaConfig(parseKeepingValid(SpaOverridesSchema, raw, 'spa')) };
  }
  return parsed.config;
}
