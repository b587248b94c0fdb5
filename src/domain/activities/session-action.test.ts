import { describe, expect, it } from 'vitest';
import { clampPlaces, sessionAction } from './session-action';

describe('sessionAction', () => {
  it('adds directly with exactly one place left, opens the drawer otherwise', () => {
    expect(sessionAction(1)).toBe('add');
    expect(sessionAction(2)).toBe('drawer');
    expect(sessionAction(0)).toBe('full');
  });
});

describe('clampPlaces', () => {
  it('keeps the quantity between 0 and the places left', () => {
    expect(clampPlaces(-1, 4)).toBe(0);
    expect(clampPlaces(5, 4)).toBe(4);
    expect(clampPlaces(2.7, 4)).toBe(2);
    expect(clampPlaces(Number.NaN, 4)).toBe(0);
    expect(clampPlaces(3, 0)).toBe(0);
  });
});
