import type { CartAnswer } from '../schemas/cart';
import type { CartEcho, PostPaymentData } from '../schemas/checkout';

/** The cart as `/rs/checkout` and `/rs/reserve` send it (booking-engine.md §7): lines and balance. */
export function cartEcho(cart: CartAnswer): CartEcho {
  return {
    FolioBalance: cart.FolioBalance,
    FolioItems: cart.FolioItems.map(({ Category, FolioId, FolioItemId, Amount }) => ({
      Category,
      FolioId,
      FolioItemId,
      Amount,
    })),
  };
}

const APP_OF: Partial<Record<string, PostPaymentData['App']>> = {
  Hotel: 'PMS',
  Treatments: 'SPA',
  Active: 'SPA',
};

/**
 * The PostPayment calls of a paid cart (§7 {App, FolioId, Amount}): one per room folio (PMS)
 * and spa folio (SPA), for the sum of its lines, in pounds; folios with nothing to pay are left
 * out.
 */
export function folioPayments(cart: CartEcho): PostPaymentData[] {
  const byFolio = new Map<string, PostPaymentData>();
  for (const item of cart.FolioItems) {
    const App = APP_OF[item.Category];
    if (!App) continue;
    const key = `${App}:${String(item.FolioId)}`;
    const entry = byFolio.get(key) ?? { App, FolioId: String(item.FolioId), Amount: 0 };
    entry.Amount = Math.round((entry.Amount + Number(item.Amount)) * 100) / 100;
    byFolio.set(key, entry);
  }
  return [...byFolio.values()].filter((payment) => payment.Amount > 0);
}
