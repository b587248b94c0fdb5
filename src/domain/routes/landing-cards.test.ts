import { describe, expect, it } from 'vitest';
import { landingCards } from './landing-cards';

describe('landingCards', () => {
  it('links the seven cards under the base, restaurants on the lake site', () => {
    expect(
      landingCards('/the-lake/book/', '/the-lake').map((c) => [c.title, c.href, c.external]),
    ).toEqual([
      ['Stay at The Lake', '/the-lake/book/stay/search', false],
      ['Stay at the Inn', '/the-lake/book/stay/search/inn', false],
      ['Restaurants', '/the-lake/food-drink', true],
      ['Spa treatments', '/the-lake/book/treatments', false],
      ['Activities', '/the-lake/book/activities', false],
      ['Ice skating', '/the-lake/book/activities/ice-skating', false],
      ['Gift cards', '/the-lake/book/gift-cards', false],
    ]);
  });

  it('gives each card the subject of its theme-drawn picture (the venue supplies none)', () => {
    const art = landingCards('/b', '/h').map((c) => [c.title, c.art ?? null, c.photo ?? null]);
    expect(art).toEqual([
      ['Stay at The Lake', null, null],
      ['Stay at the Inn', 'stay', null],
      ['Restaurants', 'dining', null],
      ['Spa treatments', 'spa', null],
      ['Activities', 'activity', null],
      ['Ice skating', 'skating', null],
      ['Gift cards', 'gift', null],
    ]);
  });
});
