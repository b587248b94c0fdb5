import { addDays } from '../domain/calendar-day';
import type { MonthPrices, StayDay } from '../domain/stay-day';

/** An ordinary bookable night at £120 with plenty of rooms; override what a test needs. */
export function stayDay(date: string, overrides: Partial<StayDay> = {}): StayDay {
  return {
    date,
    price: 120,
    roomsAvailable: 10,
    roomType: 'DBL',
    rateType: 'BB',
    offer: null,
    minNights: 1,
    maxNights: null,
    fixedStay: false,
    unavailable: null,
    ...overrides,
  };
}

/** A lookup over the given days (dates not listed are "not loaded"). */
export function dayLookup(days: readonly StayDay[]): (date: string) => StayDay | undefined {
  const byDate = new Map(days.map((d) => [d.date, d]));
  return (date) => byDate.get(date);
}

/** `count` ordinary days from `from`, with per-date overrides. */
export function stayDays(
  from: string,
  count: number,
  overrides: Record<string, Partial<StayDay>> = {},
): StayDay[] {
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(from, i);
    return stayDay(date, overrides[date]);
  });
}

/** A loaded month (`YYYY-MM`) of ordinary days, with per-date overrides. */
export function readyMonth(
  month: string,
  overrides: Record<string, Partial<StayDay>> = {},
): MonthPrices {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { state: 'ready', days: stayDays(`${month}-01`, length, overrides) };
}
