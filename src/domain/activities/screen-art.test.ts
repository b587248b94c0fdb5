import { describe, expect, it } from 'vitest';
import { screenArt } from './screen-art';

describe('screenArt', () => {
  it('draws skaters on the rink, the spa in the sauna and an activity elsewhere', () => {
    expect(screenArt('ice-skating')).toBe('skating');
    expect(screenArt('ice-skating-schools')).toBe('skating');
    expect(screenArt('fellside-sauna')).toBe('spa');
    expect(screenArt('wild-swimming')).toBe('activity');
    expect(screenArt('events')).toBe('activity');
    expect(screenArt('special-events')).toBe('activity');
  });
});
