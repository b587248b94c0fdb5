import { atom } from 'nanostores';
import { createDiningReservation } from '../../api/dining';
import {
  type ReservationErrors,
  type ReservationInput,
  reservationErrors,
} from '../../domain/dining/reservation-errors';

import { loadDiningTimes, sessionFields } from './dining';
import { refreshCartTrackingAdds } from './cart-actions';
import { runChange } from './rs-outcome-handler';

/** The block (`day|meal`) whose table is being reserved, while it is. */
export const $diningReserving = atom<string | null>(null);

export type ReserveOutcome =
  { ok: true } | { ok: false; errors: ReservationErrors; message: string | null };

/**
 * Reserves a table (CreateDiningReservation with the restaurant's PromotionId), then the cart
 * and the day's times again. Field problems come back per field and nothing is sent; a refusal
 * in plain words; SESSION FAIL / 1002 starts a new session with the expired notice.
 */
export async function reserveTable(day: string, input: ReservationInput): Promise<ReserveOutcome> {
  const errors = reservationErrors(input);
  if (Object.keys(errors).length) return { ok: false, errors, message: null };
  const key = `${day}|${input.promotionId}`;
  if ($diningReserving.get() !== null) return { ok: false, errors: {}, message: null };
  $diningReserving.set(key);
  try {
    const data = {
      ...sessionFields(),
      PromotionId: input.promotionId,
      VisitDate: day,
      VisitTime: input.time,
      PartySize: input.party,
      SpecialRequests: input.requests.trim() || null,
    };
    const outcome = await runChange('dining: CreateDiningReservation', data, () =>
      createDiningReservation(data),
    );
    if (!outcome.ok) {
      void loadDiningTimes(input.promotionId, day, input.party);
      return { ok: false, errors: {}, message: outcome.message };
    }
    await Promise.all([
      refreshCartTrackingAdds(),
      loadDiningTimes(input.promotionId, day, input.party),
    ]);
    return { ok: true };
  } finally {
    $diningReserving.set(null);
  }
}
