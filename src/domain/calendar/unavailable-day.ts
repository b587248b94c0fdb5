import type { StayDay, UnavailableReason } from './stay-day';

/** A night that cannot be booked, and why. */
export function unavailableDay(date: string, reason: UnavailableReason): StayDay {
  return {
    date,
    price: null,
    roomsAvailable: 0,
    roomType: null,
    rateType: null,
    offer: null,
    minNights: 1,
    maxNights: null,
    fixedStay: false,
    unavailable: reason,
    rates: [],
  };
}
