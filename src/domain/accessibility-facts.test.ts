import { describe, expect, it } from 'vitest';
import { accessibilityFacts } from './accessibility-facts';
import { NO_ACCESSIBILITY } from './room-accessibility';

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
});
