import type { Venue } from '../domain/calendar/stay-day';
import { getConfig } from '../core/config';
import { CachedCalendarSchema, CheapestRatesSchema } from '../schemas/stay-prices';
import { joinUrl, request } from './http';

/** The lake's cached calendar: one entry per date `start`…`end` (public-site.md §7). */
export const fetchCachedCalendar = (body: {
  venue: Venue;
  start: string;
  end: string;
  promo: string;
}) => request(CachedCalendarSchema, 'POST', '/api/cached/calendar', body);

/**
 * The live pricing service's cheapest rates of a property `start`…`end`; `offer` is the
 * URL-safe base64 offer query (see offerQuery), '' for none. The service lives at config
 * `pmsApi` (a host such as `https://pms.example`), or beside the API when that is ''.
 */
export function fetchCheapestRates(property: string, start: string, end: string, offer: string) {
  const query = new URLSearchParams({ start_date: start, end_date: end });
  if (offer) query.set('offer', offer);
  const path = `/api/pms/availability/${encodeURIComponent(property)}/cheapest?${query}`;
  return request(CheapestRatesSchema, 'GET', joinUrl(getConfig().pmsApi, path));
}
