import type { RoomAccessibility } from '../../src/domain/rooms/room-accessibility';
import type { StayRoomAccessibilityRow } from './rows';

/** A room type's accessibility row as the contract names it (`/rs/get-rates`' `Accessibility`). */
export function roomAccessibilityOf(row: StayRoomAccessibilityRow): RoomAccessibility {
  return {
    StepFree: row.step_free === 1,
    RollInShower: row.roll_in_shower === 1,
    GrabRails: row.grab_rails === 1,
    HearingLoop: row.hearing_loop === 1,
    VisualAlarm: row.visual_alarm === 1,
    DoorWidthCm: row.door_width_cm,
  };
}
