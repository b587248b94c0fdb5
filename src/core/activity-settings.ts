import { type ActivityConfig, activityConfig } from '../domain/activities/activity-config';
import { ActivityOverridesSchema } from '../schemas/activities-config';
import { type Config, getConfig } from './config';
import { parseKeepingValid } from './parse-keeping-valid';

let parsed: { raw: unknown; config: ActivityConfig } | undefined;

/**
 * The activity screens' settings: the specification's defaults with the page's `activities`
 * config on top. A bad key is reported once on the console and ignored; the rest still apply.
 */
export function activitySettings(config: Config = getConfig()): ActivityConfig {
  const raw = config.activities;
  if (!parsed || parsed.raw !== raw) {
    const overrides = parseKeepingValid(ActivityOverridesSchema, raw, 'activities');
    parsed = { raw, config: activityConfig(overrides) };
  }
  return parsed.config;
}
