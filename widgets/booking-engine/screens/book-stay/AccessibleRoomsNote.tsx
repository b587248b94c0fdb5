import { EmptyState } from '../../../../src/ui/EmptyState';
import { LinkButton } from '../../../../src/ui/LinkButton';

export interface AccessibleRoomsProps {
  /** How many room types are shown, and how many the search found in all. */
  shown: number;
  total: number;
  /** The same search without the filter. */
  allRoomsHref: string;
}

/**
 * What Book your Stay says while the "Accessible rooms" filter is on: how many of the room
 * types found are shown, with the way back to them all; when none has accessibility features,
 * a clear empty state that says so and offers every room for the dates.
 */
export function AccessibleRoomsNote({ shown, total, allRoomsHref }: AccessibleRoomsProps) {
  if (shown > 0) {
    return (
      <p part="accessible-note" className="accessible-note">
        Showing accessible rooms only: {shown} of {total} room {total === 1 ? 'type' : 'types'}.{' '}
        <a href={allRoomsHref}>Show all rooms</a>
      </p>
    );
  }
  return (
    <div role="status">
      <EmptyState
        part="no-accessible-rooms"
        title="No accessible rooms are free for these dates."
        actions={<LinkButton href={allRoomsHref}>Show all rooms</LinkButton>}
      >
        <p>
          Try other dates, or see every room free for these dates: each room’s details say what it
          has, door widths included.
        </p>
      </EmptyState>
    </div>
  );
}
