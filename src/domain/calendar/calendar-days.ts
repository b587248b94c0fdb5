import { arrivalDay } from './arrival-day';
import { BOOKING_VAULT, type BookingVault } from '../rates/booking-vault';
import type { RateNight } from '../rates/rate-night';
import { sleepsParty } from '../rates/rate-for-sale';
import type { MonthPrices, StayDay } from './stay-day';

/**
 * The calendar's days for a party, from the months loaded so far: each loaded date's rate
 * nights that sleep the party, made into a day by the one stay rule (src/domain/calendar/arrival-day.ts)
 * when first asked. Dates of months not loaded are undefined.
 */
export function calendarDays(
  months: Iterable<MonthPrices>,
  guests: number,
  offers: BookingVault['offers'] = BOOKING_VAULT.offers,
): (date: string) => StayDay | undefined {
  const nightsByDate = new Map<string, RateNight[]>();
  for (const month of months) {
    if (month.state !== 'ready') continue;
    for (const date of month.dates) nightsByDate.set(date, []);
    for (const night of month.nights) {
      if (sleepsParty(night, guests)) nightsByDate.get(night.date)?.push(night);
    }
  }
  const nightsOf = (date: string) => nightsByDate.get(date);
  const days = new Map<string, StayDay>();
  return (date) => {
    if (!nightsByDate.has(date)) return undefined;
    let day = days.get(date);
    if (!day) days.set(date, (day = arrivalDay(date, nightsOf, offers)));
    return day;
  };
}
