/**
 * A room type's accessibility features (issue 22 item 6), as the stay inventory states them
 * per room type and `/rs/get-rates` answers them on each room type (`Accessibility`).
 */
export interface RoomAccessibility {
  /** A step-free route from the entrance to the room (level, ramped or by lift). */
  StepFree: boolean;
  /** A level-access shower a wheelchair rolls into. */
  RollInShower: boolean;
  /** Grab rails by the toilet and in the shower or bath. */
  GrabRails: boolean;
  /** An induction (hearing) loop in the room. */
  HearingLoop: boolean;
  /** A fire alarm that flashes as well as sounds (with a vibrating pad on request). */
  VisualAlarm: boolean;
  /** The room door's clear width in centimetres; null when not stated. */
  DoorWidthCm: number | null;
}

/** A room type with nothing stated: what a room type without accessibility data has. */
export const NO_ACCESSIBILITY: RoomAccessibility = {
  StepFree: false,
  RollInShower: false,
  GrabRails: false,
  HearingLoop: false,
  VisualAlarm: false,
  DoorWidthCm: null,
};
