import { describe, expect, it } from 'vitest';
import { byService } from './by-service';

const s = (SpaItemId: string, ItemName: string, at: string) => ({ SpaItemId, ItemName, at });

describe('byService', () => {
  it('groups a day’s sessions by service, in the order each first comes, times in order', () => {
    const day = [
      s('7', 'Carol concert', '19:30'),
      s('3', 'Fellside sauna', '10:00'),
      s('3', 'Fellside sauna', '12:00'),
      s('7', 'Carol concert', '21:00'),
      s('3', 'Sauna and swim', '14:00'),
    ];
    expect(byService(day).map((g) => g.map((x) => `${x.ItemName} ${x.at}`))).toEqual([
      ['Carol concert 19:30', 'Carol concert 21:00'],
      ['Fellside sauna 10:00', 'Fellside sauna 12:00'],
      ['Sauna and swim 14:00'],
    ]);
  });

  it('gives nothing for no sessions', () => {
    expect(byService([])).toEqual([]);
  });
});
