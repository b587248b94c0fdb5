import type { BookingSummary } from '../../../src/domain/cart/booking-summary';
import { Card } from '../../../src/ui/Card';
import { useStyles } from '../../../src/ui/styles';
import css from './summary.css?inline';
import { SummaryList } from './SummaryList';

/**
 * The running booking summary beside a screen on a wide screen: a card that stays in view
 * (sticky) as the guest scrolls the screen beside it. Hidden on a phone, where the bar is.
 */
export function SummaryPanel({ summary }: { summary: BookingSummary }) {
  useStyles(css);
  return (
    <aside className="summary-panel" part="summary-panel" aria-label="Your booking">
      <Card as="div" title="Your booking" headingLevel={2}>
        <SummaryList summary={summary} />
      </Card>
    </aside>
  );
}
