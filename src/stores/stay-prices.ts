/**
 * Stay prices per month, shared by every calendar on the page: the `<ik-stay-calendar>` islands
 * and the booking engine's stay search. Built into its own shared file (`dist/rt/stay-prices.js`,
 * scripts/rollup/runtime-external.mjs), so all of them share one cache while pages without a
 * calendar (the header) don't carry it. Import it as `src/stores/stay-prices`, not the index.
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { userMessageOf } from '../api/errors';
import { fetchCachedCalendar, fetchCheapestRates } from '../api/stay-prices-api';
import { today } from '../core/clock';
import { venueSettings } from '../core/venue-settings';
import { cachedRateNights } from '../domain/rates/cached-rate-nights';
import { liveRateNights } from '../domain/rates/live-rate-nights';
import { type FetchSegment, monthFetchPlan } from '../domain/calendar/month-fetch-plan';
import { monthPrices } from '../domain/calendar/month-prices';
import type { RateNight } from '../domain/rates/rate-night';
import type { MonthPrices, StayPriceQuery } from '../domain/calendar/stay-day';
import type { VenueConfig } from '../domain/routes/venue-config';

const monthAtoms = new Map<string, WritableAtom<MonthPrices>>();
/** Months fetched or being fetched (a failed one leaves when retried). */
const started = new Set<string>();

/** The page's promo, trimmed ('' for none, whatever an attribute left). */
const promoOf = (query: StayPriceQuery) => (query.promo ?? '').trim();
const keyOf = (query: StayPriceQuery, month: string) => `${query.venue}|${promoOf(query)}|${month}`;

/** The rate nights of one segment, as either service answers (entries outside it dropped). */
async function fetchSegment(
  query: StayPriceQuery,
  config: VenueConfig,
  segment: FetchSegment,
): Promise<RateNight[]> {
  const { start, end } = segment;
  const inside = (night: RateNight) => night.date >= start && night.date <= end;
  if (segment.source === 'live') {
    const answer = await fetchCheapestRates(config.pmsProperty, start, end, segment.offer);
    return liveRateNights(answer.cheapest_rates).filter(inside);
  }
  const days = await fetchCachedCalendar({
    venue: query.venue,
    start,
    end,
    promo: promoOf(query),
  });
  return days.flatMap(cachedRateNights).filter(inside);
}

/**
 * The rate nights of one month: nights up to the venue's cut-over from the cached calendar,
 * later ones live (a month straddling it uses both), split where offer windows begin or end;
 * nights past the horizon have none.
 */
async function fetchMonth(query: StayPriceQuery, month: string): Promise<MonthPrices> {
  const config = venueSettings(query.venue);
  const plan = monthFetchPlan(config, month, promoOf(query), today());
  const parts = await Promise.all(plan.segments.map((s) => fetchSegment(query, config, s)));
  return monthPrices(query.venue, config, month, parts.flat());
}

function start(query: StayPriceQuery, month: string): void {
  const key = keyOf(query, month);
  const store = monthAtoms.get(key)!;
  started.add(key);
  fetchMonth(query, month).then(
    (prices) => store.set(prices),
    (error: unknown) => store.set({ state: 'failed', message: userMessageOf(error) }),
  );
}

/** The one atom for this query and month (YYYY-MM); {state:'loading'} until fetched. */
export function stayMonth(query: StayPriceQuery, month: string): ReadableAtom<MonthPrices> {
  const key = keyOf(query, month);
  let store = monthAtoms.get(key);
  if (!store) monthAtoms.set(key, (store = atom<MonthPrices>({ state: 'loading' })));
  return store;
}

/** Fetch months not yet cached or in flight: one request per month per page, however many calendars. */
export function loadStayMonths(query: StayPriceQuery, months: readonly string[]): void {
  for (const month of new Set(months)) {
    stayMonth(query, month);
    if (!started.has(keyOf(query, month))) start(query, month);
  }
}

/** Fetch a failed month again. */
export function retryStayMonth(query: StayPriceQuery, month: string): void {
  const store = monthAtoms.get(keyOf(query, month));
  if (store?.get().state !== 'failed') return;
  store.set({ state: 'loading' });
  start(query, month);
}

/** Re-exported so every price calendar reads the page's venue settings from this shared file. */
export { venueSettings };
