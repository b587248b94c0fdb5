import type { CartCategory } from '../../schemas/cart';

/** The ResortSuite application a cart line's money is posted to (PostPayment App, §7). */
export const APP_OF_CATEGORY: Readonly<Record<CartCategory, 'PMS' | 'SPA'>> = {
  Hotel: 'PMS',
  PMSPayment: 'PMS',
  Retail: 'PMS',
  Dining: 'PMS',
  Treatments: 'SPA',
  Active: 'SPA',
  SPAPayment: 'SPA',
};

export interface PaymentPart {
  app: 'PMS' | 'SPA';
  amountMinor: number;
}

/**
 * How one card payment is posted (PostPayment per application, issue 15 item 4): a PMS part
 * and a SPA part, each the sum of its lines, less the gift cards (taken from the PMS part first,
 * then the SPA part). The parts add up to what the card paid; a part of 0 is not posted.
 */
export function paymentParts(
  lines: readonly { Category: CartCategory; Amount: number }[],
  giftMinor: number,
): PaymentPart[] {
  const sums = { PMS: 0, SPA: 0 };
  for (const line of lines) sums[APP_OF_CATEGORY[line.Category]] += Math.round(line.Amount * 100);
  let gift = Math.max(0, giftMinor);
  return (['PMS', 'SPA'] as const)
    .map((app) => {
      const covered = Math.min(gift, sums[app]);
      gift -= covered;
      return { app, amountMinor: sums[app] - covered };
    })
    .filter((part) => part.amountMinor > 0);
}
