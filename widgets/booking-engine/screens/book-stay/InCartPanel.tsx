import { HoldTime } from '../../HoldTime';
import { Button } from '../../../../src/ui/Button';
import { LinkButton } from '../../../../src/ui/LinkButton';
import { Card } from '../../../../src/ui/Card';

export interface InCartPanelProps {
  base: string;
  /** "Add Lake room", "Add Inn room" (booking-engine.md §4). */
  addLabel: string;
  onAddAnother: () => void;
}

/**
 * After a room is in the cart the rates hide: add another room of the product, or book now;
 * and how long the room is held, with a way to keep it.
 */
export function InCartPanel({ base, addLabel, onAddAnother }: InCartPanelProps) {
  return (
    <Card as="div" part="in-cart">
      <p role="status">Your room is in the cart.</p>
      <HoldTime />
      <div className="actions">
        <Button onClick={onAddAnother}>{addLabel}</Button>
        <LinkButton variant="primary" href={`${base}/cart`}>
          Book now
        </LinkButton>
      </div>
    </Card>
  );
}
