import type { Context } from 'hono';
import type { StayNights } from '../../src/domain/dining/stay-has-meal';
import { myBookings } from '../account/my-bookings';
import type { CustomerRow } from '../db/rows';
import type { AppEnv } from '../http/app-env';

/** The customer's upcoming booked stays (as My Bookings lists them), as arrival and nights. */
export function guestStays(c: Context<AppEnv>, customer: CustomerRow): StayNights[] {
  const bookings = c.var.deps.repos.paymentOrders.bookingsOf(customer.id);
  const { Stays } = myBookings(customer, bookings, c.var.today);
  return Object.values(Stays ?? {}).flatMap((stay) =>
    stay.rooms.map((room) => ({ arrival: room.ArrivalDate, nights: room.Nights ?? 0 })),
  );
}
