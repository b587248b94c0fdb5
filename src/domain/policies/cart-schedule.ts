import type { PaymentScheduleWire } from '../../schemas/payment-schedule';
import type { PaymentSchedule } from './payment-schedule';
import { scheduleNote, scheduleText } from './schedule-text';

/** The part of a cart answer its schedule is read from. */
export interface ScheduledCart {
  FolioBalance: number;
  PaymentSchedule?: PaymentScheduleWire;
}

/** The wire's schedule as the domain's (pounds). */
export function scheduleOfWire(wire: PaymentScheduleWire): PaymentSchedule {
  return {
    dueToday: wire.DueToday,
    ...(wire.Balance ? { balance: { amount: wire.Balance.Amount, due: wire.Balance.Due } } : {}),
    ...(wire.AtHotel ? { atHotel: wire.AtHotel } : {}),
  };
}

/**
 * What checkout charges today for a cart (issue 32 §2): the server's DueToday, or, from a
 * proxy that sends no schedule, the whole balance as before. Pay Now, the card page and the
 * charge all come to this sum.
 */
export function cartDueToday(cart: ScheduledCart): number {
  return cart.PaymentSchedule?.DueToday ?? cart.FolioBalance;
}

/**
 * The cart's schedule in words when not everything is paid today ("Due today £132.00 ·
 * £187.00 on Friday 12 March 2027" and what happens to the rest), else null: a cart paid in
 * full reads as it always has.
 */
export function cartScheduleWords(cart: ScheduledCart): { text: string; note: string } | null {
  if (!cart.PaymentSchedule) return null;
  const schedule = scheduleOfWire(cart.PaymentSchedule);
  const note = scheduleNote(schedule);
  return note ? { text: scheduleText(schedule), note } : null;
}
