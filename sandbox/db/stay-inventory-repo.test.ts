import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar/calendar-day';
import { migrate } from './migrate';
import { openDatabase, type SandboxDatabase } from './open-database';
import { createRepos, type Repos } from './repos';
import { seedDatabase } from './seed';
import { SEEDED_STAY_BOOKING, STAY_RATE_PLANS, STAY_ROOM_TYPES } from './seed-stay-inventory';

let db: SandboxDatabase;
let repos: Repos;
const NOW = Date.parse('2026-04-01T12:00:00Z');

let stay: {
  venue: 'lake';
  roomType: string;
  rateType: string;
  arrival: string;
  departure: string;
};

beforeEach(async () => {
  db = openDatabase(':memory:');
  migrate(db);
  repos = createRepos(db);
  await seedDatabase(repos, NOW);
  // Two nights in May 2026 with at least four double rooms free on each.
  const free = repos.stayInventory.roomsFree('lake', '2026-05-01', '2026-05-31', NOW).get('LKDBL')!;
  const dates = [...free.keys()];
  const arrival = dates.find((d, i) => free.get(d)! >= 4 && free.get(dates[i + 1] ?? '')! >= 4)!;
  stay = {
    venue: 'lake',
    roomType: 'LKDBL',
    rateType: 'BB',
    arrival,
    departure: addDays(arrival, 2),
  };
});
afterEach(() => db.close());

describe('stay inventory', () => {
  it('is seeded with every venue’s room types and rate plans, and a booking', () => {
    const inventory = repos.stayInventory;
    expect(inventory.roomTypes('lake')).toHaveLength(
      STAY_ROOM_TYPES.filter((t) => t.venue === 'lake').length,
    );
    expect(inventory.ratePlans('inn')).toHaveLength(
      STAY_RATE_PLANS.filter((p) => p.venue === 'inn').length,
    );
    expect(inventory.ratePlans('lake').find((p) => p.rate_type === 'WKND2')).toMatchObject({
      min_length: 2,
      max_length: 2,
      validity: 'weekend',
    });
    const booked = db.prepare("SELECT * FROM stay_holds WHERE status = 'booked'").all();
    expect(booked).toEqual([
      expect.objectContaining({ arrival: SEEDED_STAY_BOOKING.arrival, room_type: 'LKSUI' }),
    ]);
  });

  it('holds rooms on every night of a stay, and gives them back', () => {
    const inventory = repos.stayInventory;
    const free = () => [
      ...inventory
        .roomsFree('lake', addDays(stay.arrival, -1), stay.departure, NOW)
        .get('LKDBL')!
        .values(),
    ];
    const before = free();
    const id = inventory.hold({ ...stay, rooms: 2 }, NOW);
    expect(id).toEqual(expect.any(Number));
    expect(free()).toEqual([before[0], before[1]! - 2, before[2]! - 2, before[3]]);
    expect(inventory.release(id!)).toBe(true);
    expect(free()).toEqual(before);
    expect(inventory.release(id!)).toBe(false);
  });

  it('refuses a hold when some night has too few rooms, changing nothing', () => {
    const inventory = repos.stayInventory;
    const nights = inventory
      .roomsFree('lake', stay.arrival, addDays(stay.arrival, 1), NOW)
      .get('LKDBL')!;
    const least = Math.min(...nights.values());
    const count = () => db.prepare('SELECT COUNT(*) AS n FROM stay_holds').get();
    const before = count();
    expect(inventory.hold({ ...stay, rooms: least + 1 }, NOW)).toBeNull();
    expect(count()).toEqual(before);
    expect(inventory.hold({ ...stay, rooms: least }, NOW)).not.toBeNull();
    expect(inventory.hold(stay, NOW)).toBeNull();
    expect(inventory.hold({ ...stay, departure: stay.arrival }, NOW)).toBeNull();
  });

  it('lets a lapsed hold go, but never a booking', () => {
    const inventory = repos.stayInventory;
    const free = (now: number) =>
      inventory.roomsFree('lake', stay.arrival, stay.arrival, now).get('LKDBL')!.get(stay.arrival);
    const before = free(NOW);
    inventory.hold({ ...stay, expiresAt: NOW + 60_000 }, NOW);
    inventory.hold({ ...stay, status: 'booked' }, NOW);
    expect(free(NOW)).toBe(before! - 2);
    expect(free(NOW + 120_000)).toBe(before! - 1);
  });

  it('extends a web folio’s live holds, never one that has lapsed, and books them for good', () => {
    const inventory = repos.stayInventory;
    const free = (now: number) =>
      inventory.roomsFree('lake', stay.arrival, stay.arrival, now).get('LKDBL')!.get(stay.arrival);
    const before = free(NOW)!;
    const folio = repos.folios.create(NOW);
    const live = inventory.hold({ ...stay, webFolioId: folio, expiresAt: NOW + 60_000 }, NOW)!;
    inventory.hold({ ...stay, webFolioId: folio, expiresAt: NOW + 10_000 }, NOW);
    // At NOW + 30 s the second hold has lapsed: only the live one is extended.
    expect(inventory.extendHolds(folio, NOW + 600_000, NOW + 30_000)).toBe(1);
    expect(free(NOW + 300_000)).toBe(before - 1);
    expect(inventory.bookHolds([live])).toBe(1);
    expect(free(NOW + 24 * 60 * 60_000)).toBe(before - 1);
  });
});
