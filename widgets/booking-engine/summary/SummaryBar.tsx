import { useState } from 'react';
import type { BookingSummary } from '../../../src/domain/booking-summary';
import { formatMoney } from '../../../src/domain/format-money';
import { Button } from '../../../src/ui/Button';
import { Drawer } from '../../../src/ui/Drawer';
import { useStyles } from '../../../src/ui/styles';
import css from './summary.css?inline';
import { SummaryList } from './SummaryList';

/**
 * The running booking summary on a phone: a bar along the bottom of the screen with the
 * number of items and the total, and a button that opens the whole summary in a bottom sheet
 * (the kit's Drawer, `placement="bottom"`: focus moves in, Escape closes, focus returns to the
 * button, at most 85% of the screen tall). Hidden on a wide screen.
 */
export function SummaryBar({ summary }: { summary: BookingSummary }) {
  useStyles(css);
  const [open, setOpen] = useState(false);
  const items = `${summary.count} ${summary.count === 1 ? 'item' : 'items'}`;
  return (
    <aside className="summary-bar" part="summary-bar" aria-label="Your booking">
      <p className="summary-bar__text">
        <span className="summary-bar__count">{items}</span>{' '}
        <span className="summary-bar__total">
          Total <strong>{formatMoney(summary.total)}</strong>
        </span>
      </p>
      <Button
        variant="primary"
        part="summary-open"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        View booking
      </Button>
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
    </aside>
  );
}
