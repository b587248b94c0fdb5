import {
  cancellationShortText,
  cancellationText,
} from '../../../../src/domain/policies/cancellation-text';
import { rateTerms } from '../../../../src/domain/rates/rate-terms';
import { rateTotal } from '../../../../src/domain/rates/rate-total';
import type { RoomRateOptionAnswer } from '../../../../src/schemas/rates';
import { Badge } from '../../../../src/ui/Badge';
import type { RoomCardRate } from '../../../../src/ui/RoomCard';

/** A rate's name: its description in the hotel's system, else its code. */
export const rateName = (rate: RoomRateOptionAnswer) =>
  rate.RateInfo.PMSRateTypeDesc || rate.PMSRateTypeId;

/**
 * A rate as its room card shows it: name, "Only N rooms left" when few remain, its terms in a
 * line, the total the guest pays (the normal total struck through beside an offer) and its
 * per-night price. `arrival` (the stay's first day) dates the rate's cancellation policy, when
 * the hotel sends one: on the card in its short form ("Free cancellation until 12 Mar"; the long
 * one wraps to three lines on a phone), in a drawer (`words: 'long'`) in full ("Free
 * cancellation until 15:00, Friday 12 March 2027").
 */
export function cardRate(
  rate: RoomRateOptionAnswer,
  nights: number,
  lowAvailability: number,
  arrival?: string,
  words: 'short' | 'long' = 'short',
): RoomCardRate {
  const { offer, total, normal, perNight } = rateTotal(rate, nights);
  const name = rateName(rate);
  const left = rate.NumRoomsAvail;
  const policy = rate.Policies?.cancellation;
  const cancellation =
    policy && arrival
      ? (words === 'short' ? cancellationShortText : cancellationText)(policy, arrival)
      : null;
  return {
    id: rate.PMSRateTypeId,
    name,
    flag:
      left > 0 && left < lowAvailability ? (
        <Badge tone="warning" part="low-availability">
          Only {left} {left === 1 ? 'room' : 'rooms'} left
        </Badge>
      ) : undefined,
    terms:
      rateTerms({ name, description: rate.RateInfo.PMSRateTypeCustDesc, offer, cancellation }) ||
      undefined,
    total,
    was: offer ? normal : null,
    perNight,
  };
}
