import { Hono } from 'hono';
import { parseOfferQuery } from '../../src/domain/rates/parse-offer-query';
import { VENUE_DEFAULTS, VENUES } from '../../src/domain/routes/venue-config';
import {
  CachedCalendarRequestSchema,
  CachedCalendarSchema,
  CheapestRatesQuerySchema,
  CheapestRatesSchema,
} from '../../src/schemas/stay-prices';
import { answer } from '../http/answer';
import type { AppEnv } from '../http/app-env';
import { invalidDataResponse, readBody, readQuery } from '../http/validation';
import { cachedCalendar } from '../stay/cached-calendar';
import { cheapestRates } from '../stay/cheapest-rates';

/** The pricing service's property ids: the venues' defaults (src/domain/routes/venue-config.ts). */
const VENUE_OF_PROPERTY = new Map(
  VENUES.map((venue) => [VENUE_DEFAULTS[venue].pmsProperty, venue]),
);

/**
 * The two price calls of the stay calendars (public-site.md §7), both computed from the one
 * stay inventory: the cached calendar of the hotel's API and the live pricing service, which
 * the sandbox serves on its own origin (config `pmsApi` '').
 */
export const stayPriceRoutes = new Hono<AppEnv>()
  .post('/api/cached/calendar', async (c) => {
    const body = await readBody(c, CachedCalendarRequestSchema);
    if (!body.ok) return body.response;
    const { repos, nowMs } = c.var.deps;
    return answer(c, CachedCalendarSchema, cachedCalendar(repos.stayInventory, body.data, nowMs()));
  })
  .get('/api/pms/availability/:property/cheapest', (c) => {
    const venue = VENUE_OF_PROPERTY.get(c.req.param('property'));
    if (!venue) return c.json({ message: 'No such property.' }, 404);
    const query = readQuery(c, CheapestRatesQuerySchema);
    if (!query.ok) return query.response;
    const offers = parseOfferQuery(query.data.offer);
    if (!offers) {
      return invalidDataResponse(c, [
        { path: 'offer', message: 'Each offer code must be URL-safe base64, comma-separated.' },
      ]);
    }
    const { repos, nowMs } = c.var.deps;
    const { start_date: start, end_date: end } = query.data;
    const rates = cheapestRates(repos.stayInventory, venue, start, end, offers, nowMs());
    return answer(c, CheapestRatesSchema, { cheapest_rates: rates });
  });
