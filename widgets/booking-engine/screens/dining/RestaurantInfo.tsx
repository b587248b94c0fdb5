import { Suspense, lazy, useState } from 'react';
import type { DiningVenue } from '../../../../src/schemas/dining';
import { Button } from '../../../../src/ui/Button';

/** The drawer's code loads when a guest first opens it. */
const RestaurantDrawer = lazy(() =>
  import('./RestaurantDrawer').then((m) => ({ default: m.RestaurantDrawer })),
);

/** A restaurant's name, and its info drawer (booking-engine.md §4): what it is, its hours. */
export function RestaurantInfo({ venue }: { venue: DiningVenue }) {
  const [open, setOpen] = useState(false);
  // Once opened, the drawer stays mounted so that it can close (and give focus back) itself.
  const [wanted, setWanted] = useState(false);
  const meal = venue.Meal === 'breakfast' ? 'Breakfast' : 'Dinner';
  return (
    <>
      <Button
        variant="link"
        part="restaurant-info"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        About {venue.VenueName}
        <span className="ik-visually-hidden"> ({meal.toLowerCase()})</span>
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <RestaurantDrawer venue={venue} meal={meal} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
