/** Restaurant guests per reservation (booking-engine.md §5). */
export const PARTY_MIN = 1;
export const PARTY_MAX = 12;
export const PARTY_SIZE_MESSAGE = `Please choose between ${PARTY_MIN} and ${PARTY_MAX} guests.`;

/** Null when the party size can be booked, else what the guest reads. */
export const partySizeError = (size: number): string | null =>
  Number.isInteger(size) && size >= PARTY_MIN && size <= PARTY_MAX ? null : PARTY_SIZE_MESSAGE;
