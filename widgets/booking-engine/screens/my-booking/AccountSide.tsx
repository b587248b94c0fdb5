import { bookingCountsText } from '../../../../src/domain/account/booking-counts-text';
import type { MyBookingsAnswer } from '../../../../src/schemas/my-bookings';
import { LinkButton } from '../../../../src/ui/LinkButton';
import { useEngine } from '../../engine-context';

/**
 * My Bookings' side column (issue 38 §8; beside the lists from 1024 px, under them before): what
 * the account holds, in words, and the way to the profile and to book more.
 */
export function AccountSide({ bookings }: { bookings: MyBookingsAnswer }) {
  const { base } = useEngine();
  const counts = bookingCountsText(bookings);
  return (
    <section className="account-side" aria-labelledby="account-side-title" part="account-side">
      <h2 id="account-side-title">At a glance</h2>
      {counts.length ? (
        <ul className="account-side__counts">
          {counts.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : (
        <p>Nothing booked yet.</p>
      )}
      <p className="account-side__links">
        <LinkButton variant="primary" href={`${base}/`}>
          Make a booking
        </LinkButton>
        <LinkButton href={`${base}/account`}>Your profile</LinkButton>
      </p>
    </section>
  );
}
