import { describe, expect, it } from 'vitest';
import { featuredFirst, parseFeatured } from './featured-first';

const list = ['1', '2', '3', '4', '5'].map((SpaClassId) => ({ SpaClassId }));
const ids = (l: { SpaClassId: string }[]) => l.map((c) => c.SpaClassId);

describe('parseFeatured', () => {
  it('reads space-separated ids (spaces, pluses, repeats), dropping anything odd', () => {
    expect(parseFeatured('4 2')).toEqual(['4', '2']);
    expect(parseFeatured('4+2  4')).toEqual(['4', '2']);
    expect(parseFeatured('<script> 7')).toEqual(['7']);
    expect(parseFeatured(null)).toEqual([]);
    expect(parseFeatured('')).toEqual([]);
  });
});

describe('featuredFirst', () => {
  it('puts the featured classes first in query order, the rest in their order', () => {
    expect(ids(featuredFirst(list, ['4', '2']))).toEqual(['4', '2', '1', '3', '5']);
  });

  it('ignores featured ids that are not listed and changes nothing without any', () => {
    expect(ids(featuredFirst(list, ['9', '3']))).toEqual(['3', '1', '2', '4', '5']);
    expect(ids(featuredFirst(list, []))).toEqual(['1', '2', '3', '4', '5']);
  });
});
