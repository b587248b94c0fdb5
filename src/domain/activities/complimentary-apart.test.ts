import { describe, expect, it } from 'vitest';
import { complimentaryApart } from './complimentary-apart';

describe('complimentaryApart', () => {
  it('separates the complimentary events by name, keeping each list in order', () => {
    const list = ['Workshop', 'Complimentary fell walk', 'Yoga', 'complimentary tea'].map(
      (ItemName) => ({ ItemName }),
    );
    const { events, complimentary } = complimentaryApart(list);
    expect(events.map((e) => e.ItemName)).toEqual(['Workshop', 'Yoga']);
    expect(complimentary.map((e) => e.ItemName)).toEqual([
      'Complimentary fell walk',
      'complimentary tea',
    ]);
  });

  it('does not take a word that only contains it for complimentary', () => {
    const { complimentary } = complimentaryApart([{ ItemName: 'Uncomplimentary jokes' }]);
    expect(complimentary).toEqual([]);
  });
});
