import type { BookingStep } from '../../../src/domain/routes/booking-steps';
import { bookingSummary } from '../../../src/domain/cart/booking-summary';
import { summaryForward } from '../../../src/domain/cart/summary-forward';
import { $cart } from '../../../src/stores';
import { useStore } from '../../../src/ui/use-store';
import { useEngine } from '../engine-context';
import { SummaryBar } from './SummaryBar';
import { SummaryPanel } from './SummaryPanel';

export interface BookingSummaryProps {
  /** Also draw the panel beside the screen (the engine's column); the screen draws it itself otherwise. */
  panel: boolean;
  /** The booking step shown: it decides the bar's way on (src/domain/cart/summary-forward). */
  step: BookingStep | null;
}

/**
 * The running booking summary (issue 16 §4, issue 38 §2), from the cart store: the booking
 * bar's foot on a phone and, when asked, the panel beside the screen on a wide one. Nothing
 * while the cart is loading or empty; the engine reserves the space either way, so nothing
 * moves when it appears. Loaded lazily: the engine's first screen does not carry it.
 */
export default function BookingSummary({ panel, step }: BookingSummaryProps) {
  const cart = useStore($cart);
  const { base } = useEngine();
  if (!cart.loaded || cart.FolioItems.length === 0) return null;
  const summary = bookingSummary(cart);
  return (
    <>
      {panel ? <SummaryPanel summary={summary} /> : null}
      <SummaryBar summary={summary} forward={summaryForward(step)} base={base} />
    </>
  );
}
