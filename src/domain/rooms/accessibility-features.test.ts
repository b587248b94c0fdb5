import { describe, expect, it } from 'vitest';
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

describe("accessibilityFeatures: the card's words", () => {
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
