import { finaliseRoute } from '../domain/checkout/finalise-route';
import type { CartEcho } from '../schemas/checkout';
import { folioPayments } from './cart-echo';
import { postPayment } from './checkout-api';
import { logClient } from './log-api';

/**
 * After a paid checkout: PostPayment (booking-engine.md §7) for each folio of the paid cart.
 * "Must be logged in to post payment." updates the session and tries once more (§8); any
 * other failure is logged for the hotel, never shown as a failed booking — the booking is made
 * and paid, and the gateway's record is the payment's proof.
 */
export async function postFolioPayments(
  cart: CartEcho,
  updateSession: () => Promise<unknown>,
): Promise<void> {
  for (const payment of folioPayments(cart)) {
    try {
      let answer = await postPayment(payment);
      if (finaliseRoute(answer.Result).kind === 'update-session') {
        await updateSession();
        answer = await postPayment(payment);
      }
      if (answer.Result.value !== 'SUCCESS') {
        await logClient({ action: 'PostPayment', request: payment, response: answer });
      }
    } catch (error) {
      await logClient({ action: 'PostPayment', request: payment, response: String(error) });
    }
  }
}
