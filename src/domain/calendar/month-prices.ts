import { addMonths } from './add-months';
import { BOOKING_VAULT } from '../rates/booking-vault';
import { addDays } from './calendar-day';
import { dayRange } from './day-range';
import { isRateForSale } from '../rates/rate-for-sale';
import type { RateNight } from '../rates/rate-night';
import type { MonthPrices, Venue } from './stay-day';
import type { VenueConfig } from '../routes/venue-config';

/**
 * A loaded month (`YYYY-MM`) of a venue's calendar from the rate nights its price services
 * answered: every date of the month, and the nights of rates a guest of the public may book
 * there (src/domain/rates/rate-for-sale.ts; the calendar applies its party). Nights outside the month
 * are dropped; a date without nights has nothing to sell.
 */
export function monthPrices(
  venue: Venue,
  config: Pick<VenueConfig, 'exclusions'>,
  month: string,
  nights: readonly RateNight[],
): MonthPrices {
  const dates = dayRange(`${month}-01`, addDays(`${addMonths(month, 1)}-01`, -1));
  const rules = {
    venue,
    exclusions: config.exclusions,
    guests: 1,
    audiences: [],
    vault: BOOKING_VAULT,
  };
  const forSale = nights.filter(
    (night) => night.date.startsWith(month) && isRateForSale(night, rules),
  );
  return { state: 'ready', dates, nights: forSale };
}
