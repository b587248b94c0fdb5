import { combinedSchedule } from '../../src/domain/policies/combined-schedule';
import { paymentSchedule } from '../../src/domain/policies/payment-schedule';
import type { PaymentSchedule } from '../../src/domain/policies/payment-schedule';
import type { PaymentScheduleWire } from '../../src/schemas/payment-schedule';
import type { CartSnapshot } from '../checkout/book-folio';
import type { Repos } from '../db/repos';
import { scheduledLine } from './line-policies';

/**
 * A cart's payment schedule on the hotel day `today` (issue 32 §2), by the same rule the
 * guest's words come from: each line's by its policy (src/domain/policies/paymentSchedule),
 * added up, with the applied gift cards paying today's part first. Checkout charges exactly
 * its DueToday.
 */
export function cartSchedule(
  repos: Pick<Repos, 'stayInventory'>,
  cart: CartSnapshot,
  today: string,
): PaymentSchedule {
  const lines = (cart.FolioItems ?? []).map((item) => {
    const line = scheduledLine(repos, item);
    return paymentSchedule(
      line.policies.payment,
      {
        arrival: line.arrival,
        total: line.amountMinor / 100,
        firstNight: line.firstNightMinor / 100,
      },
      today,
    );
  });
  const giftMinor = (cart.GiftCards ?? []).reduce(
    (sum, card) => sum + Math.round(Number(card.Amount) * 100),
    0,
  );
  return combinedSchedule(lines, giftMinor);
}

/** The schedule as the cart answer carries it (an innkit extension). */
export function scheduleWire(schedule: PaymentSchedule): PaymentScheduleWire {
  return {
    DueToday: schedule.dueToday,
    Balance: schedule.balance
      ? { Amount: schedule.balance.amount, Due: schedule.balance.due }
      : null,
    AtHotel: schedule.atHotel ?? 0,
  };
}

/** A cart with its schedule in it: what get-webfolios answers and what an order keeps. */
export function scheduledCart(
  repos: Pick<Repos, 'stayInventory'>,
  cart: CartSnapshot,
  today: string,
): CartSnapshot {
  return { ...cart, PaymentSchedule: scheduleWire(cartSchedule(repos, cart, today)) };
}
