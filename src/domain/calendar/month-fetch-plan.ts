import { dayRange } from './day-range';
import { offerCodesFor } from '../rates/offer-codes';
import { offerQuery } from '../rates/offer-query';
import { priceHorizon } from './price-horizon';
import { priceSourceFor } from './price-source';
import type { PriceSource } from './stay-day';
import type { VenueConfig } from '../routes/venue-config';

/** One request for part of a month: its service, its first and last night, its offer query. */
export interface FetchSegment {
  readonly source: PriceSource;
  readonly start: string;
  readonly end: string;
  /** The live service's `offer` value ('' for none); always '' for the cached calendar. */
  readonly offer: string;
}

export interface MonthFetchPlan {
  readonly segments: readonly FetchSegment[];
  /** Nights of the month past the price horizon: never fetched, never bookable. */
  readonly beyondHorizon: readonly string[];
}

/**
 * The requests that price one month (`YYYY-MM`) of a venue's calendar: nights up to the
 * cut-over from the cached calendar, later ones from the live service, split again where the
 * offer codes change (an offer window starts or ends), nothing past the horizon.
 */
export function monthFetchPlan(
  config: Pick<VenueConfig, 'cachedUntil' | 'horizon' | 'offerWindows'>,
  month: string,
  promo: string,
  today: string,
): MonthFetchPlan {
  const { lastDay } = priceHorizon(config, today);
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  const days = dayRange(
    `${month}-01`,
    `${month}-${String(new Date(Date.UTC(year, monthNo, 0)).getUTCDate()).padStart(2, '0')}`,
  );
  const segments: FetchSegment[] = [];
  for (const day of days) {
    if (day > lastDay) break;
    const source = priceSourceFor(config, day);
    const offer = source === 'live' ? offerQuery(offerCodesFor(config, day, promo)) : '';
    const last = segments.at(-1);
    if (last && last.source === source && last.offer === offer) {
      segments[segments.length - 1] = { ...last, end: day };
    } else {
      segments.push({ source, start: day, end: day, offer });
    }
  }
  return { segments, beyondHorizon: days.filter((day) => day > lastDay) };
}
