import { useState } from 'react';
import { formatTime } from '../../../../src/domain/format-date';
import type { DiningVenue } from '../../../../src/schemas/dining';
import { Button } from '../../../../src/ui/Button';
import { Drawer } from '../../../../src/ui/Drawer';

/** A restaurant's name, and its info drawer (booking-engine.md §4): what it is, its hours. */
export function RestaurantInfo({ venue }: { venue: DiningVenue }) {
  const [open, setOpen] = useState(false);
  const meal = venue.Meal === 'breakfast' ? 'Breakfast' : 'Dinner';
  return (
    <>
      <Button
        variant="link"
        part="restaurant-info"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        About {venue.VenueName}
        <span className="ik-visually-hidden"> ({meal.toLowerCase()})</span>
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={venue.VenueName}
        label={`Restaurant information: ${venue.VenueName}`}
        closeLabel="Close restaurant information"
        part="restaurant-drawer"
      >
        {venue.Description ? <p>{venue.Description}</p> : null}
        <dl className="facts">
          <div>
            <dt>{meal}</dt>
            <dd>
              Seatings from {formatTime(venue.OpenTime)} to {formatTime(venue.CloseTime)}
            </dd>
          </div>
        </dl>
      </Drawer>
    </>
  );
}
