import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { liveStayDays } from './live-stay-days';
import type { LiveRate } from './stay-day';

const entry = (over: Partial<LiveRate> = {}): LiveRate => ({
  date: '2026-02-01',
  rate: 120.5,
  room_type: 'LKDBL',
  offer: '',
  available: 6,
  closed: false,
  ...over,
});

describe('liveStayDays', () => {
  it('gives one night per date, the cheapest available and open entry, floored', () => {
    const days = liveStayDays(
      [
        entry({ rate: 150 }),
        entry({ rate: 99.99, room_type: 'LKSUI', offer: 'BBBR', available: 2 }),
        entry({ rate: 50, available: 0 }),
        entry({ rate: 40, closed: true }),
        entry({ date: '2026-02-02', rate: 130 }),
      ],
      '2026-02-01',
      '2026-02-03',
    );
    expect(days.map((d) => d.date)).toEqual(['2026-02-01', '2026-02-02', '2026-02-03']);
    expect(days[0]).toEqual({
      date: '2026-02-01',
      price: 99,
      roomsAvailable: 2,
      roomType: 'LKSUI',
      rateType: null,
      offer: 'BBBR',
      minNights: 1,
      maxNights: null,
      fixedStay: false,
      unavailable: null,
    });
    expect(days[1]).toMatchObject({ price: 130, offer: null });
    expect(days[2]).toMatchObject({ price: null, unavailable: 'no-rate' });
  });

  it('says closed when every entry is closed, sold out when open ones have no rooms', () => {
    const [closed, soldOut] = liveStayDays(
      [
        entry({ closed: true }),
        entry({ closed: true, available: 0 }),
        entry({ date: '2026-02-02', available: 0 }),
        entry({ date: '2026-02-02', closed: true }),
      ],
      '2026-02-01',
      '2026-02-02',
    );
    expect(closed).toMatchObject({ unavailable: 'closed', price: null });
    expect(soldOut).toMatchObject({ unavailable: 'sold-out', price: null });
  });

  it('ignores entries outside the range', () => {
    expect(liveStayDays([entry({ date: '2026-03-01' })], '2026-02-01', '2026-02-01')).toEqual([
      expect.objectContaining({ unavailable: 'no-rate' }),
    ]);
  });

  it('never prices a night above a kept entry of it, nor from a dropped one', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            rate: fc.double({ min: 0, max: 500, noNaN: true }),
            available: fc.integer({ min: 0, max: 5 }),
            closed: fc.boolean(),
          }),
          { maxLength: 10 },
        ),
        (list) => {
          const [night] = liveStayDays(
            list.map((e) => entry(e)),
            '2026-02-01',
            '2026-02-01',
          );
          const kept = list.filter((e) => e.available > 0 && !e.closed);
          if (!kept.length) expect(night?.price).toBeNull();
          else expect(night?.price).toBe(Math.floor(Math.min(...kept.map((e) => e.rate))));
        },
      ),
    );
  });
});
