import { bookingSummary } from '../../../src/domain/cart/booking-summary';
import { $cart } from '../../../src/stores';
import { useStore } from '../../../src/ui/use-store';
import { SummaryPanel } from './SummaryPanel';

/** The summary panel from the cart store, for a screen that places it in its own sidebar. */
export function CartSummaryPanel() {
  const cart = useStore($cart);
  if (!cart.loaded || cart.FolioItems.length === 0) return null;
  return <SummaryPanel summary={bookingSummary(cart)} />;
}
