import type { RoomAccessibility } from './room-accessibility';

/**
 * Whether a room type is an accessible room (the "Accessible rooms" filter): it has at least
 * one accessibility feature — a step-free route, a roll-in shower, grab rails, a hearing loop
 * or a visual alarm. A door width alone is a measurement, not a feature.
 */
export function isAccessibleRoom(a: RoomAccessibility): boolean {
  return a.StepFree || a.RollInShower || a.GrabRails || a.HearingLoop || a.VisualAlarm;
}
