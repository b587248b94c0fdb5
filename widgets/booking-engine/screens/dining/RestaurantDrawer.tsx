import { formatTime } from '../../../../src/domain/format/format-date';
import type { DiningVenue } from '../../../../src/schemas/dining';
import { Drawer } from '../../../../src/ui/Drawer';
import { FactList } from '../../../../src/ui/FactList';

/** The restaurant info drawer (booking-engine.md §4): what the restaurant is, its hours. */
export function RestaurantDrawer(props: {
  venue: DiningVenue;
  meal: string;
  open: boolean;
  onClose: () => void;
}) {
  const { venue, meal } = props;
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      title={venue.VenueName}
      label={`Restaurant information: ${venue.VenueName}`}
      closeLabel="Close restaurant information"
      part="restaurant-drawer"
    >
      {venue.Description ? <p>{venue.Description}</p> : null}
      <FactList
        facts={[
          {
            label: meal,
            value: `Seatings from ${formatTime(venue.OpenTime)} to ${formatTime(venue.CloseTime)}`,
          },
        ]}
      />
    </Drawer>
  );
}
