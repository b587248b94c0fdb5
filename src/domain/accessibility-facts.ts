import type { RoomAccessibility } from './room-accessibility';

/** One accessibility fact in words: what it is and whether the room has it. */
export interface AccessibilityFact {
  label: string;
  value: string;
}

/**
 * A room type's accessibility in words, every feature said yes or no (the room drawer: a
 * guest needs to know what is missing as much as what is there), the door width in cm.
 */
export function accessibilityFacts(a: RoomAccessibility): AccessibilityFact[] {
  const yesNo = (has: boolean, yes: string) => (has ? `Yes, ${yes}` : 'No');
  return [
    { label: 'Step-free route', value: yesNo(a.StepFree, 'from the entrance to the room') },
    { label: 'Roll-in shower', value: yesNo(a.RollInShower, 'level with the floor') },
    { label: 'Grab rails', value: yesNo(a.GrabRails, 'by the toilet and the shower') },
    { label: 'Hearing loop', value: yesNo(a.HearingLoop, 'in the room') },
    { label: 'Visual fire alarm', value: yesNo(a.VisualAlarm, 'it flashes as well as sounds') },
    {
      label: 'Door width',
      value: a.DoorWidthCm === null ? 'Not measured' : `${a.DoorWidthCm} cm clear opening`,
    },
  ];
}
