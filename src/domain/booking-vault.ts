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
}

export const BOOKING_VAULT: BookingVault = {
  offers: {
    fourthNightFree: ['FOURTHFREE'],
    fifteenPercentOff: ['SAVE15'],
    fifteenPercentRoomCodes: ['LDBL', 'LSTE'],
    twentyPercentOff: ['SAVE20'],
  },
  innRateCodes: ['BBBR', 'BBIS'],
};
