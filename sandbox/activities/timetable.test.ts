import { describe, expect, it } from 'vitest';
import { SEEDED_CLASSES } from '../db/seed-classes';
import { housePlaces } from './house-places';
import { sessionById, sessionsOn, spaClassIdOf } from './timetable';

const names = (day: string, location: string) => [
  ...new Set(sessionsOn(SEEDED_CLASSES, day, location).map((s) => s.item.name)),
];

describe('the generated class timetable', () => {
  it('runs wild swimming and the sauna daily at 103, events on Saturdays', () => {
    expect(names('2026-03-11', '103')).toEqual(['Wild swimming', 'Fellside sauna']);
    expect(names('2026-03-14', '103')).toContain('Creative wellness workshop');
    expect(names('2026-03-14', '103')).toContain('Complimentary guided fell walk');
  });

  it('runs ice skating and its school sessions only in the season, at 109', () => {
    expect(names('2026-03-11', '109')).toEqual([]);
    expect(names('2025-11-17', '109')).toEqual(['Ice skating for schools', 'Ice skating']);
    expect(names('2026-01-10', '109')).toContain('Ice skating'); // a Saturday
    expect(names('2026-01-11', '109')).not.toContain('Ice skating');
    expect(names('2026-11-28', '109')).toEqual([
      'Ice skating',
      'Festive wreath making',
      'Lakeside carol concert',
    ]);
  });

  it('is closed on Christmas Day', () => {
    expect(names('2025-12-25', '103')).toEqual([]);
    expect(names('2025-12-25', '109')).toEqual([]);
  });

  it('names every session by an id it can be found again by', () => {
    const [first] = sessionsOn(SEEDED_CLASSES, '2026-03-11', '103');
    expect(first?.spaClassId).toBe(spaClassIdOf('2026-03-11', 0, 0));
    expect(first?.start).toBe('2026-03-11T07:30:00');
    expect(first?.end).toBe('2026-03-11T08:15:00');
    expect(sessionById(SEEDED_CLASSES, first!.spaClassId)).toEqual(first);
    expect(sessionById(SEEDED_CLASSES, spaClassIdOf('2026-03-11', 4, 0))).toBeNull();
    expect(sessionById(SEEDED_CLASSES, spaClassIdOf('2026-03-11', 0, 9))).toBeNull();
    expect(sessionById(SEEDED_CLASSES, 'x')).toBeNull();
  });

  it('has full sessions, sessions with one place left and open ones', () => {
    const days = Array.from({ length: 28 }, (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`);
    const left = days
      .flatMap((day) => sessionsOn(SEEDED_CLASSES, day, '103'))
      .map((s) => s.item.places - housePlaces(s.spaClassId, s.item.places));
    expect(left).toContain(0);
    expect(left).toContain(1);
    expect(Math.max(...left)).toBeGreaterThan(1);
    expect(Math.min(...left)).toBeGreaterThanOrEqual(0);
  });
});
