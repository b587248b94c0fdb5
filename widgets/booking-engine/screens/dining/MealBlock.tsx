import { useId, useRef, useState } from 'react';
import { blockTables } from '../../../../src/domain/dining/block-tables';
import type { Meal } from '../../../../src/domain/dining/meal-times';
import { formatDate } from '../../../../src/domain/format-date';
import type { DiningVenue } from '../../../../src/schemas/dining';
import type { MyDining } from '../../../../src/schemas/my-bookings';
import { $cart } from '../../../../src/stores';
import { Button } from '../../../../src/ui/Button';
import { Card } from '../../../../src/ui/Card';
import { useStore } from '../../../../src/ui/use-store';
import { BlockTables } from './BlockTables';
import { ReservationForm } from './ReservationForm';
import { RestaurantInfo } from './RestaurantInfo';

const MEAL_NAMES: Record<Meal, string> = { breakfast: 'Breakfast', dinner: 'Dinner' };

/** One night's breakfast or dinner: its tables, its restaurants, and "Add a reservation". */
export function MealBlock(props: {
  day: string;
  meal: Meal;
  venues: DiningVenue[];
  booked: readonly MyDining[];
}) {
  const cart = useStore($cart);
  const [adding, setAdding] = useState(false);
  const [held, setHeld] = useState('');
  const opener = useRef<HTMLSpanElement>(null);
  const formId = useId();
  const title = `${MEAL_NAMES[props.meal]}, ${formatDate(props.day)}`;
  const tables = blockTables(props.day, props.meal, cart.FolioItems, props.booked);
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
          disabled={!props.venues.length}
          onClick={() => {
            setHeld('');
            setAdding((open) => !open);
          }}
        >
          Add a reservation<span className="ik-visually-hidden">: {title}</span>
        </Button>
      </span>
      <p role="status" part="held" className="dining__held">
        {held}
      </p>
      {adding ? (
        <ReservationForm
          id={formId}
          day={props.day}
          title={title}
          venues={props.venues}
          onDone={close}
          onCancel={() => close()}
        />
      ) : null}
    </Card>
  );
}
