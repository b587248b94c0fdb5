import {
  type SpaBusy,
  type SpaRoomHours,
  type SpaShift,
  minutesOf,
} from '../../src/domain/spa/free-slots';
import type { SpaBookingRow, SpaRepo } from '../db/spa-repo';

/** The spa's shifts and rooms as minutes of the day, for src/domain/spa/free-slots. */
export function spaDay(spa: SpaRepo): { shifts: SpaShift[]; rooms: SpaRoomHours[] } {
  return {
    shifts: spa.staff().map((s) => ({
      id: s.id,
      start: minutesOf(s.start_time),
      end: minutesOf(s.end_time),
      breakStart: minutesOf(s.break_start),
      breakEnd: minutesOf(s.break_end),
    })),
    rooms: spa.rooms().map((r) => ({
      id: r.id,
      start: minutesOf(r.start_time),
      end: minutesOf(r.end_time),
    })),
  };
}

/** A day's live bookings as busy therapists and rooms. */
export const busyOf = (rows: readonly SpaBookingRow[]): SpaBusy[] =>
  rows.map((row) => ({
    staffId: row.staff_id,
    roomId: row.room_id,
    start: minutesOf(row.start_time.slice(11, 16)),
    end: minutesOf(row.end_time.slice(11, 16)),
  }));
