import type { CartAnswer } from '../schemas/cart';
import type { CartEcho, PostPaymentData } from '../schemas/checkout';
import { folioPayments as paidFolios } from '../domain/checkout/folio-payments';

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

/**
 * The PostPayment calls of a paid cart (§7 {App, FolioId, Amount}): one per PMS and SPA folio,
 * for what the card paid towards it after the gift cards (`src/domain/checkout/folio-payments.ts`), in
 * pounds; folios the gift cards paid for are left out.
 */
export function folioPayments(cart: CartEcho): PostPaymentData[] {
  const balanceMinor = Math.round(Number(cart.FolioBalance) * 100);
  return paidFolios(cart.FolioItems, balanceMinor).map(({ App, FolioId, amountMinor }) => ({
    App,
    FolioId,
    Amount: amountMinor / 100,
  }));
}
