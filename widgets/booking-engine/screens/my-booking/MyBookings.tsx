import { useEffect, useState } from 'react';
import { type MyBookingsLoad, loadMyBookings } from '../../../../src/api/account-flows';
import { $session, $system } from '../../../../src/stores';
import { useStore } from '../../../../src/ui/use-store';
import { useEngine } from '../../engine-context';
import { ScreenHeading } from '../../ScreenHeading';
import type { ScreenProps } from '../../screen-props';
import { BookingLists } from './BookingLists';
import { StayExtrasDrawer } from './StayExtrasDrawer';
import { Button } from '../../../../src/ui/Button';
import { Card } from '../../../../src/ui/Card';
import { LinkButton } from '../../../../src/ui/LinkButton';

/**
 * 'Your Bookings' (booking-engine.md §2, §3, §6): stays, treatments, active sessions and
 * dining from `/rs/get-my-bookings`, the just-made booking (`?ref=`) marked, each stay with
 * its extras drawer; guests who are not logged in are asked to log in.
 */
export default function MyBookings({ route, search }: ScreenProps) {
  const { base } = useEngine();
  const session = useStore($session);
  const system = useStore($system);
  const [load, setLoad] = useState<MyBookingsLoad | null>(null);
  const [attempt, setAttempt] = useState(0);
  const customer = session?.isLoggedIn ? session.CustomerId : null;

  useEffect(() => {
    if (!session) return;
    let live = true;
    setLoad(null);
    void loadMyBookings(session).then((result) => live && setLoad(result));
    return () => {
      live = false;
    };
    // The session object changes on every refresh: ask again only when the customer does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customer, attempt, Boolean(session)]);

  // After an extra is added: the bookings again, without blanking the list (its drawer stays).
  const refresh = async () => {
    const result = await loadMyBookings($session.get());
    if (result.kind === 'ok') setLoad(result);
  };

  const failedToStart = !session && system.status === 'error';
  return (
    <section className="screen" aria-label={route.title}>
      <ScreenHeading title={route.title} />
      {failedToStart ? (
        <p role="alert" className="ik-error">
          {system.error?.userMessage}
        </p>
      ) : !load ? (
        <p role="status">Loading your bookings…</p>
      ) : load.kind === 'logged-out' ? (
        <Card as="div" part="logged-out">
          <p>{load.message}</p>
          <p>
            <LinkButton variant="primary" href={`${base}/login-register?redirect=my-booking`}>
              Login
            </LinkButton>
          </p>
        </Card>
      ) : load.kind === 'error' ? (
        <div role="alert" className="ik-error" part="error">
          <p>{load.message}</p>
          <Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>
        </div>
      ) : (
        <BookingLists
          bookings={load.bookings}
          highlight={search.ref ?? ''}
          stayActions={(room) => <StayExtrasDrawer room={room} onChanged={refresh} />}
        />
      )}
    </section>
  );
}
