import { useEffect } from 'react';
import { $session, $system } from '../../../../src/stores';
import {
  $myBookings,
  forgetMyBookings,
  loadMyBookings,
} from '../../../../src/stores/engine/my-bookings';
import { AsyncBlock } from '../../../../src/ui/AsyncBlock';
import { Card } from '../../../../src/ui/Card';
import { InlineStatus } from '../../../../src/ui/InlineStatus';
import { LinkButton } from '../../../../src/ui/LinkButton';
import { useStyles } from '../../../../src/ui/styles';
import { useStore } from '../../../../src/ui/use-store';
import { useEngine } from '../../engine-context';
import { ScreenHeading } from '../../ScreenHeading';
import type { ScreenProps } from '../../screen-props';
import { AccountSide } from './AccountSide';
import css from './booking-lists.css?inline';
import { BookingLists } from './BookingLists';
import { CancelDialog } from './CancelDialog';
import { StayExtrasDrawer } from './StayExtrasDrawer';

/**
 * 'Your Bookings' (booking-engine.md §2, §3, §6): stays, treatments, active sessions and
 * dining from the bookings store, the just-made booking (`?ref=`) marked, each stay with its
 * extras drawer; guests who are not logged in are asked to log in.
 */
export default function MyBookings({ route, search }: ScreenProps) {
  useStyles(css);
  const { base } = useEngine();
  const session = useStore($session);
  const system = useStore($system);
  const bookings = useStore($myBookings);
  const started = session !== null;
  const customer = session?.isLoggedIn ? session.CustomerId : null;

  // Asked again only when the customer changes (the session object changes on every refresh).
  useEffect(() => {
    if (started) void loadMyBookings();
  }, [started, customer]);
  useEffect(() => forgetMyBookings, []);

  const failedToStart = !session && system.status === 'error';
  return (
    <section className="screen account-screen" aria-label={route.title}>
      <ScreenHeading title={route.title} />
      {failedToStart ? (
        <InlineStatus tone="error" part="error">
          {system.error?.userMessage}
        </InlineStatus>
      ) : bookings.status === 'logged-out' ? (
        <Card as="div" part="logged-out">
          <p>{bookings.message}</p>
          <p>
            <LinkButton variant="primary" href={`${base}/login-register?redirect=my-booking`}>
              Login
            </LinkButton>
          </p>
        </Card>
      ) : (
        <AsyncBlock
          status={bookings.status}
          loadingText="Loading your bookings…"
          error={bookings.status === 'failed' ? bookings.error : null}
          onRetry={() => void loadMyBookings()}
        >
          {() =>
            bookings.status === 'loaded' && (
              <div className="account-layout">
                <div className="account-main">
                  <BookingLists
                    bookings={bookings.value}
                    highlight={search.ref ?? ''}
                    stayActions={(room) => <StayExtrasDrawer room={room} />}
                  />
                </div>
                <AccountSide bookings={bookings.value} />
                <CancelDialog />
              </div>
            )
          }
        </AsyncBlock>
      )}
    </section>
  );
}
