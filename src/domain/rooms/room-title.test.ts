import { describe, expect, it } from 'vitest';
import { roomTitle } from './room-title';

describe('roomTitle', () => {
  it('is the CMS title, else the hotel’s description', () => {
    const room = (title: string) => ({ PMSRoomTypeDesc: 'LAKE DOUBLE', RoomInfo: { title } });
    expect(roomTitle(room('Lakeside Double'))).toBe('Lakeside Double');
    expect(roomTitle(room(''))).toBe('LAKE DOUBLE');
    expect(roomTitle(room('  '))).toBe('LAKE DOUBLE');
  });
});
