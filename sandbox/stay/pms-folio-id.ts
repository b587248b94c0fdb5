/**
 * A booked room's PMS folio id is derived from its stay hold, so removing the room from the
 * cart (CancelPMSBooking) finds the hold to release. Sample cart lines use 3 000 000–3 999 999.
 */
const BASE = 4_000_000;

export const pmsFolioIdOfHold = (holdId: number): string => String(BASE + holdId);

/** The hold behind a PMS folio id, or null for a line not booked through `/rs/book-pms`. */
export function holdOfPmsFolioId(pmsFolioId: string): number | null {
  const id = Number(pmsFolioId) - BASE;
  return /^\d+$/.test(pmsFolioId) && Number.isSafeInteger(id) && id > 0 ? id : null;
}
