import { addDays } from '../../src/domain/calendar/calendar-day';
import { dayRange } from '../../src/domain/calendar/day-range';
import type { Venue } from '../../src/domain/calendar/stay-day';
import type { SandboxDatabase } from '../db/open-database';
import type { Repos } from '../db/repos';
import { houseOccupancy } from '../stay/house-occupancy';

/**
 * The nights `arrival`…the night before `departure` on which a room type is sold more than it
 * has (live holds and bookings over its rooms less the house's own): 0 unless a room was sold
 * twice. Reads the raw holds (`roomsFree` stops at 0 and would hide it).
 */
export function nightsSoldTwice(
  db: SandboxDatabase,
  repos: Repos,
  stay: { venue: Venue; roomType: string; arrival: string; departure: string },
  now: number,
): number {
  const type = repos.stayInventory.roomTypes(stay.venue).find((t) => t.code === stay.roomType);
  if (!type) return 0;
  const taken = db.prepare<
    { venue: string; type: string; date: string; now: number },
    { n: number | null }
  >(
    `SELECT SUM(rooms) AS n FROM stay_holds WHERE venue = @venue AND room_type = @type
       AND arrival <= @date AND departure > @date
       AND (status = 'booked' OR expires_at IS NULL OR expires_at > @now)`,
  );
  return dayRange(stay.arrival, addDays(stay.departure, -1)).filter((date) => {
    const rooms = type.total_rooms - houseOccupancy(stay.venue, type.code, date, type.total_rooms);
    return (taken.get({ venue: stay.venue, type: stay.roomType, date, now })?.n ?? 0) > rooms;
  }).length;
}
