import { describe, expect, it } from 'vitest';
import { accessibilityFacts } from './accessibility-facts';
import { accessibilityFeatures } from './accessibility-features';
import { NO_ACCESSIBILITY } from './room-accessibility';

const FULL = {
  StepFree: true,
  RollInShower: true,
  GrabRails: true,
  HearingLoop: true,
  VisualAlarm: true,
  DoorWidthCm: 90,
};

describe('accessibility in words', () => {
  it('says every feature yes or no in the drawer, and the door width in cm', () => {
    const facts = accessibilityFacts({ ...NO_ACCESSIBILITY, GrabRails: true, DoorWidthCm: 82 });
    expect(facts).toEqual([
      { label: 'Step-free route', value: 'No' },
      { label: 'Roll-in shower', value: 'No' },
      { label: 'Grab rails', value: 'Yes, by the toilet and the shower' },
      { label: 'Hearing loop', value: 'No' },
      { label: 'Visual fire alarm', value: 'No' },
      { label: 'Door width', value: '82 cm clear opening' },
    ]);
    expect(accessibilityFacts(NO_ACCESSIBILITY).at(-1)).toEqual({
      label: 'Door width',
      value: 'Not measured',
    });
  });

  it("lists only the features a room has on its card, with the door's width", () => {
    expect(accessibilityFeatures(FULL)).toEqual([
      'Step-free route',
      'Roll-in shower',
      'Grab rails',
      'Hearing loop',
      'Visual fire alarm',
      'Door 90 cm wide',
    ]);
    expect(accessibilityFeatures({ ...NO_ACCESSIBILITY, HearingLoop: true })).toEqual([
      'Hearing loop',
    ]);
  });

  it('lists nothing for a room without features, not even a door width', () => {
    expect(accessibilityFeatures({ ...NO_ACCESSIBILITY, DoorWidthCm: 76 })).toEqual([]);
  });
});
