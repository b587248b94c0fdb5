import { BOOKING_VAULT } from '../../src/domain/rates/booking-vault';
import { nightsBetween } from '../../src/domain/stay/nights-between';
import { rateCharge } from '../../src/domain/rates/rate-charge';
import type { StayInventoryRepo } from '../db/stay-inventory-repo';
import { type StaySearch, stayRates } from './stay-rates';

/**
 * The lowest total a member would pay for each room type of a stay (issue 36 §4), for a guest
 * who is not a member: "Members pay £X — log in or join". By the one rule of `/rs/get-rates`
 * (stayRates, as a member would ask, charged as book-pms charges); only the price leaves here,
 * by room type code, never the member rate's code. Empty for a member, who sees the rate itself.
 */
export function memberPrices(
  repo: StayInventoryRepo,
  search: StaySearch,
  now: number,
): Map<string, number> {
  const prices = new Map<string, number>();
  if (search.audiences?.includes('member')) return prices;
  const asMember = { ...search, audiences: [...(search.audiences ?? []), 'member' as const] };
  const nights = nightsBetween(search.arrival, search.departure);
  for (const rate of stayRates(repo, asMember, now)) {
    if (BOOKING_VAULT.rateAudiences[rate.PMSRateTypeId] !== 'member') continue;
    const total = rateCharge(rate, nights, BOOKING_VAULT.offers).total;
    const known = prices.get(rate.PMSRoomTypeId);
    if (known === undefined || total < known) prices.set(rate.PMSRoomTypeId, total);
  }
  return prices;
}
