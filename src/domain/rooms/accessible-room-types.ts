import { isAccessibleRoom } from './is-accessible-room';
import type { RoomAccessibility } from './room-accessibility';

/**
 * The room types Book your Stay shows: every one, or with the "Accessible rooms" filter on
 * only those with an accessibility feature (`isAccessibleRoom`), in the order given.
 */
export function accessibleRoomTypes<T extends { Accessibility: RoomAccessibility }>(
  roomTypes: readonly T[],
  accessibleOnly: boolean,
): T[] {
  return accessibleOnly
    ? roomTypes.filter((type) => isAccessibleRoom(type.Accessibility))
    : [...roomTypes];
}
