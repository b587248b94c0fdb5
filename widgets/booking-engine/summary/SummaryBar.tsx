import { useState } from 'react';
import type { BookingSummary } from '../../../src/domain/cart/booking-summary';
import { formatMoney } from '../../../src/domain/format/format-money';
import type { SummaryForward } from '../../../src/domain/cart/summary-forward';
import { BookingBarTotal } from '../../../src/ui/BookingBar';
import { Button } from '../../../src/ui/Button';
import { Drawer } from '../../../src/ui/Drawer';
import { LinkButton } from '../../../src/ui/LinkButton';
import { useStyles } from '../../../src/ui/styles';
import css from './summary.css?inline';
import { SummaryList } from './SummaryList';

export interface SummaryBarProps {
  summary: BookingSummary;
  /** The step's way on ("Continue to cart"), or null where the screen's own form is it. */
  forward: SummaryForward | null;
  base: string;
}

/**
 * The running booking summary on a phone: the kit's booking bar along the bottom of the
 * screen, its total (with the number of items) a button that opens the whole summary in a
 * bottom sheet (the kit's Drawer, `placement="bottom"`: focus moves in, Escape closes, focus
 * returns to the button, at most 85% of the screen tall), and the step's forward action.
 * Hidden on a wide screen.
 */
export function SummaryBar({ summary, forward, base }: SummaryBarProps) {
  useStyles(css);
  const [open, setOpen] = useState(false);
  const items = `${summary.count} ${summary.count === 1 ? 'item' : 'items'}`;
  return (
    <>
      <BookingBarTotal
        label="Your booking"
        part="summary-bar"
        detailsPart="summary-open"
        count={items}
        total={formatMoney(summary.total)}
        detailsLabel="View booking"
        detailsExpanded={open}
        onDetails={() => setOpen(true)}
        action={
          forward ? (
            <LinkButton variant="primary" part="summary-forward" href={`${base}${forward.path}`}>
              {forward.label}
            </LinkButton>
          ) : undefined
        }
      />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Your booking"
        closeLabel="Close your booking"
        part="summary-sheet"
        placement="bottom"
        footer={<Button onClick={() => setOpen(false)}>Back to the booking</Button>}
      >
        <SummaryList summary={summary} />
      </Drawer>
    </>
  );
}
