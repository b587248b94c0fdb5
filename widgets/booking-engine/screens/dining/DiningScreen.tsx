import { useEffect } from 'react';
import { addDays } from '../../../../src/domain/calendar/calendar-day';
import { formatDate } from '../../../../src/domain/format/format-date';
import { stayMealBlocks } from '../../../../src/domain/dining/stay-meal-blocks';
import { stayOfDate } from '../../../../src/domain/dining/stay-of-date';
import { $session } from '../../../../src/stores';
import {
  $diningBookings,
  $diningDays,
  $diningVenues,
  daysKey,
  loadDiningBookings,
  loadDiningDays,
  loadDiningVenues,
} from '../../../../src/stores/engine/dining';
import { AsyncBlock } from '../../../../src/ui/AsyncBlock';
import { EmptyState } from '../../../../src/ui/EmptyState';
import { LinkButton } from '../../../../src/ui/LinkButton';
import { useStyles } from '../../../../src/ui/styles';
import { useStore } from '../../../../src/ui/use-store';
import { useEngine } from '../../engine-context';
import { ScreenHeading } from '../../ScreenHeading';
import type { ScreenProps } from '../../screen-props';
import css from './dining.css?inline';
import { MealBlock } from './MealBlock';

/**
 * Dining (`/my-booking/restaurants/:date`, booking-engine.md §2, §6): for a logged-in guest's
 * booked stay, each night's breakfast block (not the first night) and dinner block, where a
 * table is reserved; others are asked to log in.
 */
export default function DiningScreen({ route, params }: ScreenProps) {
  useStyles(css);
  const { base } = useEngine();
  const session = useStore($session);
  const bookings = useStore($diningBookings);
  const venues = useStore($diningVenues);
  const customer = session?.isLoggedIn ? session.CustomerId : null;
  const date = params.date ?? '';

  useEffect(() => {
    if (!session) return;
    void loadDiningBookings();
    if (customer !== null) void loadDiningVenues();
    // Ask again only when the customer changes (the session object changes on refresh).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customer, Boolean(session)]);

  const stay = bookings?.status === 'loaded' ? stayOfDate(bookings.value, date) : null;
  const lastNight = stay ? addDays(stay.arrival, stay.nights - 1) : '';
  const allDays = useStore($diningDays);
  // Which nights each restaurant has a table on: said before the guest looks for times.
  useEffect(() => {
    if (!stay || venues?.status !== 'loaded') return;
    for (const venue of venues.value) {
      if (!$diningDays.get()[daysKey(venue.PromotionId, stay.arrival, lastNight)]) {
        void loadDiningDays(venue.PromotionId, stay.arrival, lastNight);
      }
    }
  }, [stay?.arrival, lastNight, venues]); // eslint-disable-line react-hooks/exhaustive-deps
  const daysOf = (promotionId: string) => {
    const days = stay ? allDays[daysKey(promotionId, stay.arrival, lastNight)] : undefined;
    return days?.status === 'loaded' ? days.value : null;
  };

  const heading = <ScreenHeading title={route.title} />;
  if (!bookings || bookings.status === 'logged-out') {
    return (
      <section className="screen dining" aria-label={route.title}>
        {heading}
        {bookings ? (
          <EmptyState
            part="logged-out"
            title={bookings.message}
            actions={
              <LinkButton
                variant="primary"
                href={`${base}/login-register?redirect=${encodeURIComponent(`my-booking/restaurants/${date}`)}`}
              >
                Login
              </LinkButton>
            }
          />
        ) : (
          <p role="status">Loading your bookings…</p>
        )}
      </section>
    );
  }
  const status =
    bookings.status === 'loaded' && stay ? (venues?.status ?? 'loading') : bookings.status;
  return (
    <section className="screen dining" aria-label={route.title}>
      {heading}
      <AsyncBlock
        status={status}
        loadingText="Loading your stay and the restaurants…"
        error={
          bookings.status === 'failed'
            ? bookings.message
            : venues?.status === 'failed'
              ? venues.message
              : null
        }
        onRetry={() => {
          void loadDiningBookings();
          void loadDiningVenues();
        }}
        isEmpty={!stay}
        empty={
          <EmptyState
            part="no-stay"
            title={`You have no stay booked on ${date ? formatDate(date) : 'that date'}.`}
            actions={<LinkButton href={`${base}/my-booking`}>Your Bookings</LinkButton>}
          />
        }
      >
        {() =>
          stay && bookings.status === 'loaded' && venues?.status === 'loaded' ? (
            <>
              <p part="stay-summary" className="dining__stay">
                Your stay: {formatDate(stay.arrival)} to {formatDate(stay.departure)} ({stay.nights}{' '}
                {stay.nights === 1 ? 'night' : 'nights'})
              </p>
              <ul className="dining__blocks">
                {stayMealBlocks(stay.arrival, stay.nights).map((block) => (
                  <MealBlock
                    key={`${block.day}-${block.meal}`}
                    day={block.day}
                    meal={block.meal}
                    venues={venues.value.filter((v) => v.Meal === block.meal)}
                    booked={bookings.value.Dining}
                    daysOf={daysOf}
                  />
                ))}
              </ul>
            </>
          ) : null
        }
      </AsyncBlock>
    </section>
  );
}
