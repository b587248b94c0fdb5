import { describe, expect, it } from 'vitest';
import { holdAnnouncement } from './hold-announcement';

describe('holdAnnouncement', () => {
  it('warns once, as the hold comes within five minutes', () => {
    expect(holdAnnouncement(6, 5)).toBe('Your room is held for 5 more minutes.');
    expect(holdAnnouncement(7, 4)).toBe('Your room is held for 4 more minutes.');
    expect(holdAnnouncement(5, 4)).toBeNull();
    expect(holdAnnouncement(19, 18)).toBeNull();
  });

  it('says the hold ended, once', () => {
    expect(holdAnnouncement(1, 0)).toBe('Your room’s hold has ended.');
    expect(holdAnnouncement(0, 0)).toBeNull();
  });

  it('says nothing when the time is unknown or grew (the hold was kept)', () => {
    expect(holdAnnouncement(null, 4)).toBeNull();
    expect(holdAnnouncement(4, null)).toBeNull();
    expect(holdAnnouncement(4, 19)).toBeNull();
  });
});
