import type { RoomAccessibility } from './room-accessibility';

/** One accessibility fact in words: what it is and how the room has it. */
export interface AccessibilityFact {
  label: string;
  value: string;
}

export interface AccessibilityInWords {
  /** The features the room has, each with how, then the door's width (or "Not measured"). */
  has: AccessibilityFact[];
  /** What it lacks, in one sentence ("Not in this room: roll-in shower and hearing loop."). */
  lacks: string | null;
}

const list = (words: string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/**
 * A room type's accessibility in words for its drawer (issue 38 §10): the features it has
 * first, then the door width in cm; what it lacks is still said — a guest needs to know what
 * is missing as much as what is there — but in one sentence, not a row of "No".
 */
export function accessibilityFacts(a: RoomAccessibility): AccessibilityInWords {
  const features: [boolean, string, string][] = [
    [a.StepFree, 'Step-free route', 'From the entrance to the room'],
    [a.RollInShower, 'Roll-in shower', 'Level with the floor'],
    [a.GrabRails, 'Grab rails', 'By the toilet and the shower'],
    [a.HearingLoop, 'Hearing loop', 'In the room'],
    [a.VisualAlarm, 'Visual fire alarm', 'It flashes as well as sounds'],
  ];
  const has = features.filter(([on]) => on).map(([, label, value]) => ({ label, value }));
  has.push({
    label: 'Door width',
    value: a.DoorWidthCm === null ? 'Not measured' : `${a.DoorWidthCm} cm clear opening`,
  });
  const missing = features.filter(([on]) => !on).map(([, label]) => label.toLowerCase());
  return { has, lacks: missing.length ? `Not in this room: ${list(missing)}.` : null };
}
