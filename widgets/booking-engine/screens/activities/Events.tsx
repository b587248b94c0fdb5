import type { ScreenProps } from '../../screen-props';
import { ClassScreen } from './ClassScreen';

/**
 * /activities/events/:date? (booking-engine.md §2, §9): the events (category EVENT) of the
 * chosen day, complimentary events listed apart; the day is in the address.
 */
export default function Events(props: ScreenProps) {
  return (
    <ClassScreen
      {...props}
      screen="events"
      kind="add"
      backPath="/activities"
      datePath={(day) => `/activities/events/${day}`}
      loadingText="Loading events..."
      emptyText="Sorry. No events are currently available."
      panelTitle="My services"
      splitComplimentary
    />
  );
}
