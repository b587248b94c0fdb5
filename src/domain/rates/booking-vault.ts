/**
 * The booking engine's vault (booking-engine.md §3, §9): the lists the old site kept in its
 * CMS vault. Data, not code: a venue configuration may replace any list.
 */
export interface BookingVault {
  offers: {
    /** Rate ids whose fourth night is free. */
    fourthNightFree: readonly string[];
    /** Rate ids with 15 percent off, which applies only to `fifteenPercentRoomCodes`. */
    fifteenPercentOff: readonly string[];
    fifteenPercentRoomCodes: readonly string[];
    /** Rate ids with 20 percent off. */
    twentyPercentOff: readonly string[];
  };
  /** The inn's rate codes (§9): only these are offered at the inn location. */
  innRateCodes: readonly string[];
  /**
   * Rates that are not for the public, by rate code: offered and bookable only to a customer
   * of that audience (issue 17 item 2). Every other rate is public.
   */
  rateAudiences: Readonly<Record<string, RateAudience>>;
}

/** Who a non-public rate is for. */
export type RateAudience = 'staff' | 'member' | 'trade';

export const BOOKING_VAULT: BookingVault = {
  offers: {
    fourthNightFree: ['FOURTHFREE'],
    fifteenPercentOff: ['SAVE15'],
    // The lake's double and suite (the old vault's LDBL and LSTE, named as the PMS names them).
    fifteenPercentRoomCodes: ['LKDBL', 'LKSUI'],
    twentyPercentOff: ['SAVE20'],
  },
  innRateCodes: ['BBBR', 'BBIS'],
  rateAudiences: { STAFF: 'staff', MEMBER: 'member', TRADE: 'trade' },
};
