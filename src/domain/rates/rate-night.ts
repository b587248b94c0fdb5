/**
 * One rate plan (a room type at a rate) on one night: the one shape every price rule reads,
 * whichever service it came from (the cached calendar, the live pricing service, or the stay
 * inventory behind `/rs/get-rates`). The calendar and the booking engine decide what is
 * bookable, and at what price, from these alone (src/domain/stay/stay-quotes.ts).
 */
export interface RateNight {
  /** The night, `YYYY-MM-DD`. */
  readonly date: string;
  readonly roomType: string;
  readonly rateType: string;
  /** The promo or offer code the plan belongs to; null for a public plan. */
  readonly offerCode: string | null;
  /** The night's double rate, pounds and pence. */
  readonly rate: number;
  /** Rooms of the type free that night. */
  readonly roomsFree: number;
  /** Guests may arrive on this night at this rate (the weekday's `AvailMonSun` flag). */
  readonly arrivalOpen: boolean;
  /** Adults and children the room sleeps (babies sleep in a cot and are not counted). */
  readonly maxOccupancy: number;
  /** Least nights for a stay arriving this night (at least 1). */
  readonly minNights: number;
  /** Most nights for a stay arriving this night; null when unrestricted. */
  readonly maxNights: number | null;
  /** The last night the rate is valid (its ExpireDate), when known. */
  readonly expires: string | null;
}

/** The key of a rate plan: its room type and rate type. */
export const planKey = (night: Pick<RateNight, 'roomType' | 'rateType'>): string =>
  `${night.roomType}\u0000${night.rateType}`;
