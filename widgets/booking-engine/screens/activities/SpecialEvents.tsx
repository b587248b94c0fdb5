import type { ScreenProps } from '../../screen-props';
import { ClassScreen } from './ClassScreen';

/**
 * /special-events/:date? (booking-engine.md §2): one day's special events, `?featured=` class
 * ids first, each with a stepper and "Add to cart", or a variants drawer.
 */
export default function SpecialEvents(props: ScreenProps) {
  return (
    <ClassScreen
      {...props}
      screen="special-events"
      kind="event"
      backPath=""
      datePath={(day) => `/special-events/${day}`}
      keepQuery
      loadingText="Loading events..."
      emptyText="Sorry. No events are currently available."
    />
  );
}
