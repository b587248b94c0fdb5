import { describe, expect, it } from 'vitest';
import { activityConfig } from './activity-config';
import { hubCards } from './hub-cards';

describe('hubCards', () => {
  it('lists the five activities of the hub with their links (spec defaults)', () => {
    const cards = hubCards('/the-lake/book/', activityConfig());
    expect(cards.map((c) => [c.title, c.href, c.external])).toEqual([
      ['Paddle sports and archery', '/the-lake/active/book', true],
      ['Wild swimming', '/the-lake/book/activities/wild-swimming', false],
      ['Fellside sauna', '/the-lake/book/activities/fellside-sauna', false],
      ['Endless pool', '/the-lake/endless-pool', true],
      ['Creative wellness workshop', '/the-lake/book/activities/events/2025-10-18', false],
    ]);
  });

  it('follows the configured addresses and workshop day', () => {
    const cards = hubCards(
      '/book',
      activityConfig({
        activeBookUrl: 'https://active.example/book',
        endlessPoolUrl: 'https://pool.example/',
        workshopDate: '2026-12-05',
      }),
    );
    expect(cards.map((c) => c.href)).toEqual([
      'https://active.example/book',
      '/book/activities/wild-swimming',
      '/book/activities/fellside-sauna',
      'https://pool.example/',
      '/book/activities/events/2026-12-05',
    ]);
  });

  it('names the sauna’s configured minimum age, 16 by default', () => {
    const sauna = (age?: number) =>
      hubCards('/b', activityConfig(age === undefined ? {} : { saunaMinimumAge: age })).find(
        (c) => c.title === 'Fellside sauna',
      )!.text;
    expect(sauna()).toBe('A wood-fired sauna above the lake. Open to all, minimum age 16.');
    expect(sauna(18)).toBe('A wood-fired sauna above the lake. Open to all, minimum age 18.');
  });
});
