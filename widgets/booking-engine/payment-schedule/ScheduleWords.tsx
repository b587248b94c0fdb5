import { type ScheduledCart, cartScheduleWords } from '../../../src/domain/policies/cart-schedule';

/**
 * The cart's payment schedule in words where not all is paid today (issue 32 §2), in the cart
 * and at checkout: "Due today £132.00 · £187.00 on Friday 12 March 2027" and what happens to
 * the rest (a balance paid from My Bookings, a part paid at the hotel). Nothing for a cart
 * paid in full. The words are src/domain's, from the server's schedule.
 */
export function ScheduleWords({ cart }: { cart: ScheduledCart }) {
  const words = cartScheduleWords(cart);
  if (!words) return null;
  return (
    <div className="schedule-words" part="pay-terms">
      <p>
        <strong>{words.text}</strong>
      </p>
      <p>{words.note}</p>
    </div>
  );
}
