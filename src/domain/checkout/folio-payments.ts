import type { CartCategory } from '../../schemas/cart';
import { APP_OF_CATEGORY } from './payment-parts';

export interface FolioPayment {
  App: 'PMS' | 'SPA';
  FolioId: string;
  amountMinor: number;
}

/**
 * What the card paid towards each folio of a paid cart, for its PostPayment calls (§7 {App,
 * FolioId, Amount}), in pence: each folio the sum of its lines, less what the gift cards paid —
 * the cart's lines less its balance — taken as `paymentParts` takes it (PMS folios first, then
 * SPA, each in the cart's order). So each application's folios add up to its part of the card
 * payment, and nothing a gift card paid is posted as card money. Folios left at 0 are left out.
 */
export function folioPayments(
  lines: readonly { Category: CartCategory | string; FolioId: string; Amount: number | string }[],
  balanceMinor: number,
): FolioPayment[] {
  const folios = new Map<string, FolioPayment>();
  let total = 0;
  for (const line of lines) {
    const App = APP_OF_CATEGORY[line.Category as CartCategory];
    if (!App) continue;
    const amount = Math.round(Number(line.Amount) * 100);
    total += amount;
    const key = `${App}:${line.FolioId}`;
    const folio = folios.get(key) ?? { App, FolioId: line.FolioId, amountMinor: 0 };
    folio.amountMinor += amount;
    folios.set(key, folio);
  }
  let gift = Math.max(0, total - Math.max(0, balanceMinor));
  const ordered = [...folios.values()].sort((a, b) =>
    a.App === b.App ? 0 : a.App === 'PMS' ? -1 : 1,
  );
  for (const folio of ordered) {
    const covered = Math.min(gift, folio.amountMinor);
    folio.amountMinor -= covered;
    gift -= covered;
  }
  return ordered.filter((folio) => folio.amountMinor > 0);
}
