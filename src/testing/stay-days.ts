import { addDays } from '../domain/calendar/calendar-day';
import type { RateNight } from '../domain/rates/rate-night';
import type { MonthPrices, StayDay } from '../domain/calendar/stay-day';

/** The one rate night behind a test day: the day's own plan, price and limits. */
function ratesOf(day: Omit<StayDay, 'rates'>): RateNight[] {
  if (day.unavailable === 'no-rate') return [];
  return [
    {
      date: day.date,
      roomType: day.roomType ?? 'DBL',
      rateType: day.rateType ?? 'BB',
      offerCode: day.offer,
      rate: day.price ?? 120,
      roomsFree: day.unavailable === 'sold-out' ? 0 : Math.max(1, day.roomsAvailable),
      arrivalOpen: day.unavailable !== 'closed',
      // Ordinary test rooms sleep any party the steppers allow.
      maxOccupancy: 12,
      minNights: day.minNights,
      maxNights: day.maxNights,
      expires: day.fixedStay ? addDays(day.date, day.minNights) : null,
    },
  ];
}

/**
 * An ordinary bookable night at £120 with plenty of rooms; override what a test needs. Its
 * rate nights are one plan (room DBL, rate BB) with the day's price and limits, unless given.
 */
export function stayDay(date: string, overrides: Partial<StayDay> = {}): StayDay {
  const day = {
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
  return { ...day, rates: overrides.rates ?? ratesOf(day) };
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
  const days = stayDays(`${month}-01`, length, overrides);
  return { state: 'ready', dates: days.map((d) => d.date), nights: days.flatMap((d) => d.rates) };
}
