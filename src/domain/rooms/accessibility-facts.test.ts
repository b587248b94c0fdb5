import { describe, expect, it } from 'vitest';
import { accessibilityFacts } from './accessibility-facts';
import { NO_ACCESSIBILITY } from './room-accessibility';

describe('accessibility in words', () => {
  it('lists what the room has, the door width in cm, and what it lacks in one sentence', () => {
    const facts = accessibilityFacts({ ...NO_ACCESSIBILITY, GrabRails: true, DoorWidthCm: 82 });
    expect(facts.has).toEqual([
      { label: 'Grab rails', value: 'By the toilet and the shower' },
      { label: 'Door width', value: '82 cm clear opening' },
    ]);
    expect(facts.lacks).toBe(
      'Not in this room: step-free route, roll-in shower, hearing loop and visual fire alarm.',
    );
    expect(accessibilityFacts(NO_ACCESSIBILITY).has).toEqual([
      { label: 'Door width', value: 'Not measured' },
    ]);
  });

  it('says nothing is missing when the room has every feature', () => {
    const all = {
      StepFree: true,
      RollInShower: true,
      GrabRails: true,
      HearingLoop: true,
      VisualAlarm: true,
      DoorWidthCm: 90,
    };
    const facts = accessibilityFacts({ ...NO_ACCESSIBILITY, ...all });
    expect(facts.has.map((f) => f.label)).toEqual([
      'Step-free route',
      'Roll-in shower',
      'Grab rails',
      'Hearing loop',
      'Visual fire alarm',
      'Door width',
    ]);
    expect(facts.lacks).toBe(null);
    expect(accessibilityFacts({ ...NO_ACCESSIBILITY, ...all, HearingLoop: false }).lacks).toBe(
      'Not in this room: hearing loop.',
    );
  });
});
