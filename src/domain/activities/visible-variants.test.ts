import { describe, expect, it } from 'vitest';
import { visibleVariants } from './visible-variants';

const variant = (name: string, price: number) => ({
  GroupItemName: name,
  GroupItemPriceWithSurcharges: price,
});

describe('visibleVariants', () => {
  it('hides variants priced 0.00 or 999.00 and keeps the rest in order', () => {
    const list = [
      variant('Adult', 15),
      variant('Spectator', 0),
      variant('Skate aid', 999),
      variant('Child', 10.5),
      variant('Carer', 0.0),
    ];
    expect(visibleVariants(list).map((v) => v.GroupItemName)).toEqual(['Adult', 'Child']);
  });

  it('keeps prices that only look close (9.99, 99.90, 0.50)', () => {
    const list = [variant('a', 9.99), variant('b', 99.9), variant('c', 0.5)];
    expect(visibleVariants(list)).toHaveLength(3);
  });
});
