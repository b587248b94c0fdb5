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

  it('gives the stays, treatments, activities and gift cards a described picture', () => {
    const photos = landingCards('/b', '/h').map((c) => [c.title, c.photo?.src ?? null]);
    expect(photos).toEqual([
      ['Stay at The Lake', '/demo-assets/rooms/view.svg'],
      ['Stay at the Inn', '/demo-assets/rooms/bedroom.svg'],
      ['Restaurants', null],
      ['Spa treatments', '/demo-assets/rooms/bathroom.svg'],
      ['Activities', '/demo-assets/rooms/view.svg'],
      ['Ice skating', null],
      ['Gift cards', '/demo-assets/gift-cards/lake.svg'],
    ]);
    for (const card of landingCards('/b', '/h'))
      if (card.photo) expect(card.photo.alt).not.toBe('');
  });
});
