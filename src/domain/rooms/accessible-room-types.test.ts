import { describe, expect, it } from 'vitest';
import { accessibleRoomTypes } from './accessible-room-types';
import { NO_ACCESSIBILITY, type RoomAccessibility } from './room-accessibility';

const room = (id: string, features: Partial<RoomAccessibility>) => ({
  id,
  Accessibility: { ...NO_ACCESSIBILITY, ...features },
});

describe('the "Accessible rooms" filter', () => {
  it('keeps only accessible room types, in their order, when on', () => {
    const types = [
      room('plain', { DoorWidthCm: 76 }),
      room('loop', { HearingLoop: true }),
      room('full', { StepFree: true, RollInShower: true, GrabRails: true, DoorWidthCm: 90 }),
    ];
    expect(accessibleRoomTypes(types, true).map((t) => t.id)).toEqual(['loop', 'full']);
  });

  it('keeps every room type when off, and may leave none when on', () => {
    const types = [room('a', {}), room('b', {})];
    expect(accessibleRoomTypes(types, false).map((t) => t.id)).toEqual(['a', 'b']);
    expect(accessibleRoomTypes(types, true)).toEqual([]);
  });
});
