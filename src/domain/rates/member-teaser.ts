import { rateTotal } from './rate-total';
import type { RoomRateOption } from '../rooms/room-rate-option';

type TeaserRoom = {
  readonly MemberPrice?: number | undefined;
  readonly Rates: readonly Pick<
    RoomRateOption,
    'PMSRoomTypeId' | 'PMSRateTypeId' | 'Price' | 'AverageRate'
  >[];
};

/**
 * The member price to show a room's guest as a reason to log in (issue 36 §4): the lowest total
 * a member pays, when the hotel sent one, the guest is not logged in, and it is below every
 * public total the card shows (what the guest pays, offers taken off). Null otherwise: a
 * logged-in guest who is not a member gains nothing by logging in.
 */
export function memberTeaserPrice(room: TeaserRoom, nights: number, loggedIn: boolean) {
  const members = room.MemberPrice;
  if (loggedIn || members === undefined || room.Rates.length === 0) return null;
  const cheapest = Math.min(...room.Rates.map((rate) => rateTotal(rate, nights).total));
  return members < cheapest ? members : null;
}
