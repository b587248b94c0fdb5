import { describe, expect, it } from 'vitest';
import { isAccessibleRoom } from './is-accessible-room';
import { NO_ACCESSIBILITY } from './room-accessibility';

describe('isAccessibleRoom', () => {
  it('counts a room with any one feature as accessible', () => {
    expect(isAccessibleRoom(NO_ACCESSIBILITY)).toBe(false);
    for (const feature of [
      'StepFree',
      'RollInShower',
      'GrabRails',
      'HearingLoop',
      'VisualAlarm',
    ] as const) {
      expect(isAccessibleRoom({ ...NO_ACCESSIBILITY, [feature]: true })).toBe(true);
    }
  });

  it('does not count a door width alone: it is a measurement, not a feature', () => {
    expect(isAccessibleRoom({ ...NO_ACCESSIBILITY, DoorWidthCm: 90 })).toBe(false);
  });
});
