import type { MyBookingsAnswer } from '../../schemas/my-bookings';
import { addDays } from '../calendar/calendar-day';

export interface DiningStay {
  arrival: string;
  departure: string;
  nights: number;
}

/**
 * The booked stay a dining address (`/my-booking/restaurants/:date`) means: the one arriving on
 * the date, else the one the date falls in; the longest when rooms differ. Null when none.
 */
export function stayOfDate(bookings: MyBookingsAnswer, date: string): DiningStay | null {
  const stays = Object.values(bookings.Stays)
    .flatMap((stay) => stay.rooms)
    .map((room) => ({
      arrival: room.ArrivalDate,
      nights: room.Nights,
      departure: room.DepartureDate || addDays(room.ArrivalDate, room.Nights),
    }))
    .filter((stay) => stay.nights > 0 && stay.arrival <= date && date < stay.departure)
    .sort((a, b) => Number(b.arrival === date) - Number(a.arrival === date) || b.nights - a.nights);
  return stays[0] ?? null;
}
