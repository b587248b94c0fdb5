import { describe, expect, it } from 'vitest';
import { slideMenuWidth } from './slide-menu-width';

describe('slideMenuWidth', () => {
  it('takes the whole window below 480 px', () => {
    expect(slideMenuWidth(320)).toBe(320);
    expect(slideMenuWidth(479)).toBe(479);
    expect(slideMenuWidth(479.6)).toBe(479);
  });

  it('is 310 px from 480 px up', () => {
    expect(slideMenuWidth(480)).toBe(310);
    expect(slideMenuWidth(1280)).toBe(310);
  });

  it('is never negative', () => {
    expect(slideMenuWidth(-5)).toBe(0);
  });
});
