import { addMonths } from './add-months';
import { addDays } from './calendar-day';
import type { VenueConfig } from '../routes/venue-config';

export interface PriceHorizon {
  /** The last night priced: `months` months after today (11 from the fixed date on, else 12). */
  readonly lastDay: string;
  /** Every month (`YYYY-MM`) from today's to the last day's. */
  readonly months: readonly string[];
}

/** How far ahead rates are fetched (public-site.md §9, booking-engine.md §9). */
export function priceHorizon(config: Pick<VenueConfig, 'horizon'>, today: string): PriceHorizon {
  const { months, shorterFrom, shorterMonths } = config.horizon;
  const ahead = shorterFrom !== null && today >= shorterFrom ? shorterMonths : months;
  const thisMonth = today.slice(0, 7);
  const lastMonth = addMonths(thisMonth, ahead);
  const [year, month] = lastMonth.split('-').map(Number) as [number, number];
  const daysInLast = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(today.slice(8, 10)), daysInLast);
  const lastDay = addDays(`${lastMonth}-${String(day).padStart(2, '0')}`, -1);
  const list: string[] = [];
  for (let m = thisMonth; m <= lastDay.slice(0, 7); m = addMonths(m, 1)) list.push(m);
  return { lastDay, months: list };
}
