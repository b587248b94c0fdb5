import type { BookingVault } from './booking-vault';
import type { OfferKind, RoomRateOption } from '../rooms/room-rate-option';

/**
 * The promotional offer a rate carries (booking-engine.md §9), by its rate id in the vault's
 * lists: the fourth night free (stays of four nights or more), 15 percent off (only for the
 * two room codes), or 20 percent off. The first that applies wins, in that order.
 */
export function computedOffer(
  option: Pick<RoomRateOption, 'PMSRoomTypeId' | 'PMSRateTypeId'>,
  nights: number,
  vault: BookingVault['offers'],
): OfferKind | null {
  const rate = option.PMSRateTypeId;
  if (vault.fourthNightFree.includes(rate) && nights >= 4) return 'fourthfree';
  if (
    vault.fifteenPercentOff.includes(rate) &&
    vault.fifteenPercentRoomCodes.includes(option.PMSRoomTypeId)
  ) {
    return 'fifteenpcoff';
  }
  if (vault.twentyPercentOff.includes(rate)) return 'twentypcoff';
  return null;
}
