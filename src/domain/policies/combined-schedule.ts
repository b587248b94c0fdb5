import type { PaymentSchedule } from './payment-schedule';

const pence = (pounds: number) => Math.round(pounds * 100);

/**
 * The payment schedule of a whole cart or booking (issue 32 §2): its lines' schedules added
 * up (one balance, due by the earliest of its lines' days), then the gift cards applied to
 * it (`giftMinor`), which pay what is due today first and then the balance. Checkout charges
 * exactly the result's `dueToday`; the sandbox stores its balance and date at booking.
 */
export function combinedSchedule(
  lines: readonly PaymentSchedule[],
  giftMinor = 0,
): PaymentSchedule {
  let today = 0;
  let later = 0;
  let atHotel = 0;
  let due: string | undefined;
  for (const line of lines) {
    today += pence(line.dueToday);
    atHotel += pence(line.atHotel ?? 0);
    if (line.balance) {
      later += pence(line.balance.amount);
      if (due === undefined || line.balance.due < due) due = line.balance.due;
    }
  }
  const gift = Math.max(0, Math.round(giftMinor));
  const fromToday = Math.min(gift, today);
  const fromLater = Math.min(gift - fromToday, later);
  today -= fromToday;
  later -= fromLater;
  return {
    dueToday: today / 100,
    ...(later > 0 && due ? { balance: { amount: later / 100, due } } : {}),
    ...(atHotel > 0 ? { atHotel: atHotel / 100 } : {}),
  };
}
