import { scheduleOfWire } from '../../src/domain/policies/cart-schedule';
import { scheduleText } from '../../src/domain/policies/schedule-text';
import type { PaymentScheduleWire } from '../../src/schemas/payment-schedule';
import type { PaymentOrderRow } from '../db/payment-orders-repo';

/**
 * The card page's words for an order whose cart pays a part later (issue 32 §2): "Due today
 * £132.00 · £187.00 on Friday 12 March 2027", the same rule as the cart's and checkout's;
 * nothing for an order paid in full. Its "Due today" is the order's amount.
 */
export function orderSchedule(order: PaymentOrderRow): { schedule?: string } {
  const cart = JSON.parse(order.cart_json) as { PaymentSchedule?: PaymentScheduleWire };
  const wire = cart.PaymentSchedule;
  if (!wire || (!wire.Balance && !wire.AtHotel)) return {};
  return { schedule: scheduleText(scheduleOfWire(wire)) };
}
