import { BOOKING_VAULT } from './booking-vault';
import { type RateCharge, rateCharge } from './rate-charge';
import type { RoomRateOption } from '../rooms/room-rate-option';

/** What a rate shows for a stay: its charge (rateCharge) and the per-night prices beside it. */
export interface RateTotal extends RateCharge {
  /** The nightly price the guest pays: with an offer, its total over the nights, to the penny. */
  perNight: number;
  /** The nightly price without the offer (the hotel's average rate). */
  normalPerNight: number;
}

/**
 * A rate's offer (booking-engine.md §9) and the total the guest pays, the offer price if any,
 * by the vault's offer lists; and its per-night price: the average rate, or with an offer the
 * offer total shared over the nights (rounded to the penny).
 */
export function rateTotal(
  rate: Pick<RoomRateOption, 'PMSRoomTypeId' | 'PMSRateTypeId' | 'Price' | 'AverageRate'>,
  nights: number,
): RateTotal {
  const charge = rateCharge(rate, nights, BOOKING_VAULT.offers);
  const perNight =
    charge.offer && nights > 0 ? Math.round((charge.total * 100) / nights) / 100 : rate.AverageRate;
  return { ...charge, perNight, normalPerNight: rate.AverageRate };
}
