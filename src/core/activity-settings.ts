import { activityConfig } from '../domain/activities/activity-config';
import { ActivityOverridesSchema } from '../schemas/activities-config';
import { pageSettings } from './page-settings';

/**
 * The activity screens' settings: the specification's defaults with the page's `activities`
 * config on top.
 */
export const activitySettings = pageSettings('activities', ActivityOverridesSchema, activityConfig);
