import type { HoldRefusal } from '../db/stay-inventory-repo';
import type { HoldLimits } from '../db/settings-repo';

/** What a guest reads when "Add room" is refused (issue 17 item 7, issue 34 item 3). */
export function holdRefusalText(
  refused: HoldRefusal,
  limits: HoldLimits,
  roomGone: string,
): string {
  if (refused === 'session-cap') {
    return `You can hold up to ${limits.perSession} rooms at a time. Please complete this booking before adding more rooms, or call the hotel for a group booking.`;
  }
  if (refused === 'customer-cap') {
    return `Your account already holds ${limits.perCustomer} rooms, in this cart or another one (on another device or tab). Please complete or remove those bookings before adding more rooms, or call the hotel for a group booking.`;
  }
  if (refused === 'address-cap') {
    return 'A great many rooms are being held from your network just now (shared Wi-Fi, as at a hotel or an office, counts as one). Please try again in a few minutes, or call the hotel and we will book your room for you.';
  }
  return roomGone;
}
