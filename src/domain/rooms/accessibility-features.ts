import type { RoomAccessibility } from './room-accessibility';

/**
 * The accessibility features a room type has, in words, for its card on Book your Stay
 * ("Step-free route", "Door 85 cm wide" …); none for a room without any.
 */
export function accessibilityFeatures(a: RoomAccessibility): string[] {
  const features: [boolean, string][] = [
    [a.StepFree, 'Step-free route'],
    [a.RollInShower, 'Roll-in shower'],
    [a.GrabRails, 'Grab rails'],
    [a.HearingLoop, 'Hearing loop'],
    [a.VisualAlarm, 'Visual fire alarm'],
  ];
  const words = features.filter(([has]) => has).map(([, text]) => text);
  if (words.length && a.DoorWidthCm !== null) words.push(`Door ${a.DoorWidthCm} cm wide`);
  return words;
}
