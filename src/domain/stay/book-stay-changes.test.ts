import { describe, expect, it } from 'vitest';
import { bookStayChanges } from './book-stay-changes';
import { bookStaySearch } from './book-stay-search';

const today = '2026-03-14';
const changes = (params: Record<string, string>) =>
  bookStayChanges(params, bookStaySearch(params, today), today);

describe('bookStayChanges: a link’s dates are never replaced silently', () => {
  it('says nothing of a link used as it was', () => {
    expect(changes({ arrive: '2026-04-01', nights: '2', adult: '2', child: '0' })).toEqual([]);
    expect(changes({})).toEqual([]);
  });

  it('names a past, an impossible and a garbled arrival', () => {
    expect(changes({ arrive: '2026-03-01' })).toEqual([
      'The arrival 1 March, 2026 has passed, so we searched from today, 14 March, 2026.',
    ]);
    expect(changes({ arrive: '2026-02-30' })).toEqual([
      'The arrival “2026-02-30” is not a date, so we searched from today, 14 March, 2026.',
    ]);
    expect(changes({ arrive: 'soon' })[0]).toContain('“soon” is not a date');
  });

  it('names counts brought within their limits', () => {
    expect(changes({ arrive: '2026-04-01', nights: '99', adult: '0' })).toEqual([
      'Stays are 1 to 28 nights, so we searched 28 nights instead of “99”.',
      'Rooms take 1 to 8 adults, so we searched 1 adult instead of “0”.',
    ]);
    expect(changes({ arrive: '2026-04-01', nights: '2', adult: '2', child: 'x' })).toEqual([
      'Rooms take up to 4 children, so we searched 0 children instead of “x”.',
    ]);
  });
});
