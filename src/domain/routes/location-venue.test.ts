import { describe, expect, it } from 'vitest';
import { locationVenue } from './location-venue';

describe('locationVenue', () => {
  it('searches the inn for its location in any case, the lake for any other', () => {
    expect(['inn', 'Inn', 'INN'].map(locationVenue)).toEqual(['inn', 'inn', 'inn']);
    expect(['', 'lake', 'innkeeper'].map(locationVenue)).toEqual(['lake', 'lake', 'lake']);
  });
});
