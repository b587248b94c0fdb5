import { Suspense, lazy, useState } from 'react';
import type { MyBookingsAnswer } from '../../../../src/schemas/my-bookings';

const PayBalance = lazy(() => import('./PayBalance'));

/**
 * Where a booking's balance goes in My Bookings (issue 32 §2): PayBalance and its store load
 * only for a booking that owes one, and stay once loaded, so the outcome of paying it is
 * still said after the balance has gone from the list.
 */
export function PayBalanceSlot(props: { bookingRef: string; bookings: MyBookingsAnswer }) {
  const owes = (props.bookings.Balances ?? []).some((b) => b.BookingRef === props.bookingRef);
  const [shown, setShown] = useState(owes);
  if (owes && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <PayBalance {...props} />
    </Suspense>
  );
}
