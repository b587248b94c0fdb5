import { Suspense, lazy, useId, useRef, useState } from 'react';
import { blockTables } from '../../../../src/domain/dining/block-tables';
import type { Meal } from '../../../../src/domain/dining/meal-times';
import {
  type TableDays,
  blockNightReason,
  venueNightReason,
} from '../../../../src/domain/dining/night-tables';
import { formatDate } from '../../../../src/domain/format/format-date';
import type { DiningVenue } from '../../../../src/schemas/dining';
import type { MyDining } from '../../../../src/schemas/my-bookings';
import { $cart } from '../../../../src/stores';
import { Button } from '../../../../src/ui/Button';
import { Card } from '../../../../src/ui/Card';
import { Photo } from '../../../../src/ui/Photo';
import { useStore } from '../../../../src/ui/use-store';
import { BlockTables } from './BlockTables';
import { RestaurantInfo } from './RestaurantInfo';

/** The reservation form's code (times, party size, reserving) loads when a guest opens it. */
const ReservationForm = lazy(() =>
  import('./ReservationForm').then((m) => ({ default: m.ReservationForm })),
);

const MEAL_NAMES: Record<Meal, string> = { breakfast: 'Breakfast', dinner: 'Dinner' };

/** One night's breakfast or dinner: its tables, its restaurants, and "Add a reservation". */
export function MealBlock(props: {
  day: string;
  meal: Meal;
  venues: DiningVenue[];
  booked: readonly MyDining[];
  /** A restaurant's days with a table during the stay; null while not known. */
  daysOf: (promotionId: string) => TableDays;
}) {
  const cart = useStore($cart);
  const [adding, setAdding] = useState(false);
  const [held, setHeld] = useState('');
  const opener = useRef<HTMLSpanElement>(null);
  const formId = useId();
  const title = `${MEAL_NAMES[props.meal]}, ${formatDate(props.day)}`;
  const tables = blockTables(props.day, props.meal, cart.FolioItems, props.booked);
  const closed = blockNightReason(
    props.meal,
    props.venues.map((venue) => props.daysOf(venue.PromotionId)),
    props.day,
  );
  const reasonOf = (promotionId: string) => venueNightReason(props.daysOf(promotionId), props.day);
  const reasonId = `${formId}-closed`;
  const close = (done?: string) => {
    setAdding(false);
    setHeld(done ?? '');
    // Back to the button that opened the form.
    opener.current?.querySelector('button')?.focus();
  };
  return (
    <Card
      as="li"
      part={`meal-block ${props.meal}`}
      className="dining__block"
      title={title}
      headingLevel={2}
      // The hotel sends no picture of a restaurant: the theme's dining drawing, decorative.
      media={<Photo src="" alt="" art="dining" ratio="3 / 2" />}
    >
      <BlockTables tables={tables} />
      <ul className="dining__venues" aria-label={`Restaurants for ${title}`}>
        {props.venues.map((venue) => (
          <li key={venue.PromotionId}>
            <RestaurantInfo venue={venue} />
          </li>
        ))}
      </ul>
      {/* A disclosure: the form opens under its button. */}
      <span ref={opener}>
        <Button
          part="add-reservation"
          variant={adding ? 'secondary' : 'primary'}
          aria-expanded={adding}
          aria-controls={adding ? formId : undefined}
          aria-describedby={closed ? reasonId : undefined}
          disabled={closed !== null && !adding}
          onClick={() => {
            setHeld('');
            setAdding((open) => !open);
          }}
        >
          Add a reservation<span className="ik-visually-hidden">: {title}</span>
        </Button>
      </span>
      {closed ? (
        <p id={reasonId} part="night-closed" className="dining__closed">
          {closed}
        </p>
      ) : null}
      <p role="status" part="held" className="dining__held">
        {held}
      </p>
      {adding ? (
        <Suspense fallback={<p role="status">Loading the form…</p>}>
          <ReservationForm
            id={formId}
            day={props.day}
            title={title}
            venues={props.venues}
            reasonOf={reasonOf}
            onDone={close}
            onCancel={() => close()}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
