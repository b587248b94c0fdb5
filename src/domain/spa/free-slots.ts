/** A therapist's working day: minutes of the day, with one break (booking-engine.md §2). */
export interface SpaShift {
  id: string;
  start: number;
  end: number;
  breakStart: number;
  breakEnd: number;
}

/** A treatment room's opening hours, minutes of the day. */
export interface SpaRoomHours {
  id: string;
  start: number;
  end: number;
}

/** A live booking of one therapist and one room over [start, end), minutes of the day. */
export interface SpaBusy {
  staffId: string;
  roomId: string;
  start: number;
  end: number;
}

export interface SpaAssignment {
  staffIds: string[];
  roomId: string;
}

const overlaps = (a: number, b: number, c: number, d: number) => a < d && c < b;

/**
 * Who and which room can give a treatment of `minutes` starting at `start`: every therapist
 * free for the whole of it (inside the shift, clear of the break and of their bookings) and
 * the first room open and free for the whole of it; null when either is missing.
 */
export function assignSpaSlot(
  start: number,
  minutes: number,
  shifts: readonly SpaShift[],
  rooms: readonly SpaRoomHours[],
  busy: readonly SpaBusy[],
): SpaAssignment | null {
  const end = start + minutes;
  const staffIds = shifts
    .filter(
      (s) =>
        s.start <= start &&
        end <= s.end &&
        !overlaps(start, end, s.breakStart, s.breakEnd) &&
        !busy.some((b) => b.staffId === s.id && overlaps(start, end, b.start, b.end)),
    )
    .map((s) => s.id);
  const room = rooms.find(
    (r) =>
      r.start <= start &&
      end <= r.end &&
      !busy.some((b) => b.roomId === r.id && overlaps(start, end, b.start, b.end)),
  );
  return staffIds.length > 0 && room ? { staffIds, roomId: room.id } : null;
}

/** Every start (each `step` minutes) at which a treatment of `minutes` can be given. */
export function freeSpaSlots(
  minutes: number,
  shifts: readonly SpaShift[],
  rooms: readonly SpaRoomHours[],
  busy: readonly SpaBusy[],
  step = 30,
): { start: number; end: number; staffIds: string[] }[] {
  if (minutes <= 0 || step <= 0) return [];
  const first = Math.min(...shifts.map((s) => s.start), ...rooms.map((r) => r.start));
  const last = Math.max(...shifts.map((s) => s.end), ...rooms.map((r) => r.end));
  const slots: { start: number; end: number; staffIds: string[] }[] = [];
  for (let start = first; start + minutes <= last; start += step) {
    const found = assignSpaSlot(start, minutes, shifts, rooms, busy);
    if (found) slots.push({ start, end: start + minutes, staffIds: found.staffIds });
  }
  return slots;
}

/** `HH:mm` as minutes of the day, and back. */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const hhmmOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
