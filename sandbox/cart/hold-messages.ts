import type { HoldRefusal } from '../db/stay-inventory-repo';
import type { HoldLimits } from '../db/settings-repo';

/** What a guest reads when "Add room" is refused (issue 17 item 7). */
export function holdRefusalText(
  refused: HoldRefusal,
  limits: HoldLimits,
  roomGone: string,
): string {
  if (refused === 'session-cap') {
    return `You can hold up to ${limits.perSession} rooms at a time. Please complete this booking before adding more rooms, or call the hotel for a group booking.`;
  }
  if (refused === 'address-cap') {
    return `Too many rooms are being held from your connection (at most ${limits.perAddress}). Please complete or remove a booking in progress, or call the hotel for a group booking.`;
  }
  return roomGone;
}
