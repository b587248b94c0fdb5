import type { PaidPart } from '../../schemas/my-bookings';
import { formatMoney } from '../format/format-money';

/** One line of a booked item's money: what it is and how much. */
export interface PaymentFact {
  label: string;
  value: string;
}

const minor = (pounds: number) => Math.round(pounds * 100);

const partLabel = (part: PaidPart) => {
  const by = part.By === 'card' ? 'card' : 'gift card';
  return part.Ending ? `Paid by ${by} ending ${part.Ending}` : `Paid by ${by}`;
};

/**
 * Every part of a booked item's money, so a guest can reconcile it (issue 38 §10): its total,
 * each card and gift card that paid ("Paid by card ending 1111 £120.00", the same card once),
 * what was paid that the hotel's answer does not say how ("Paid"), and the balance due. The
 * lines after the total add up to it.
 */
export function paymentFacts(
  total: number,
  balance: number,
  paid: readonly PaidPart[],
  totalLabel = 'Total',
): PaymentFact[] {
  const parts = new Map<string, number>();
  for (const part of paid) {
    if (minor(part.Amount) <= 0) continue;
    const label = partLabel(part);
    parts.set(label, (parts.get(label) ?? 0) + minor(part.Amount));
  }
  const told = [...parts.values()].reduce((sum, amount) => sum + amount, 0);
  const untold = minor(total) - minor(balance) - told;
  return [
    { label: totalLabel, value: formatMoney(total) },
    ...[...parts].map(([label, amount]) => ({ label, value: formatMoney(amount / 100) })),
    ...(untold > 0
      ? [{ label: parts.size ? 'Paid in other ways' : 'Paid', value: formatMoney(untold / 100) }]
      : []),
    { label: 'Balance due', value: formatMoney(balance) },
  ];
}
