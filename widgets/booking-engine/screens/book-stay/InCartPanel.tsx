import { useRef } from 'react';
import { HoldTime } from '../../HoldTime';
import { Button } from '../../../../src/ui/Button';
import { LinkButton } from '../../../../src/ui/LinkButton';
import { Card } from '../../../../src/ui/Card';
import { useFocusLanding } from '../../../../src/ui/focus-landing';

export interface InCartPanelProps {
  base: string;
  /** "Add Lake room", "Add Inn room" (booking-engine.md §4). */
  addLabel: string;
  onAddAnother: () => void;
}

/**
 * After a room is in the cart the rates hide: add another room of the product, or book now;
 * and how long the room is held, with a way to keep it. The "Add room" just pressed has gone,
 * so the confirmation takes its focus (read with its next steps after it); the cart's change
 * itself is announced once, by the cart store.
 */
export function InCartPanel({ base, addLabel, onAddAnother }: InCartPanelProps) {
  const confirmation = useRef<HTMLParagraphElement>(null);
  useFocusLanding(confirmation);
  return (
    <Card as="div" part="in-cart">
      <p ref={confirmation} tabIndex={-1} part="in-cart-title" className="in-cart__title">
        Your room is in the cart.
      </p>
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
