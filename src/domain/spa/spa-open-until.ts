import { SPA_DEFAULTS } from './spa-config';

export const SPA_LOCATION = SPA_DEFAULTS.location;
export const SPA_GENDER = SPA_DEFAULTS.gender;
export const SPA_VERSION = SPA_DEFAULTS.version;

/** Whether a day can be booked: from today up to the last bookable day (both included). */
export const isSpaBookableDay = (day: string, today: string, lastDate = SPA_DEFAULTS.lastDate) =>
  day >= today && day <= lastDate;
