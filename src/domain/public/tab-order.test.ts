import { describe, expect, it } from 'vitest';
import { tabOrder } from './tab-order';

describe('tabOrder', () => {
  it('moves the chosen tab first below 992 px, the rest keeping their order', () => {
    expect(tabOrder(4, 2, 991)).toEqual([2, 0, 1, 3]);
    expect(tabOrder(4, 3, 375)).toEqual([3, 0, 1, 2]);
    expect(tabOrder(4, 0, 375)).toEqual([0, 1, 2, 3]);
  });

  it('keeps the editor order at or above 992 px', () => {
    expect(tabOrder(4, 2, 992)).toEqual([0, 1, 2, 3]);
    expect(tabOrder(4, 3, 1280)).toEqual([0, 1, 2, 3]);
  });

  it('ignores a selection out of range, and an empty bar', () => {
    expect(tabOrder(3, 7, 375)).toEqual([0, 1, 2]);
    expect(tabOrder(3, -1, 375)).toEqual([0, 1, 2]);
    expect(tabOrder(0, 0, 375)).toEqual([]);
  });
});
