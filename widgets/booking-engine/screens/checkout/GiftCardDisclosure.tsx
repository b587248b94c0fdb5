import { useState } from 'react';
import type { AppliedGiftCard } from '../../../../src/schemas/gift-redemption';
import { GiftCardRedeem } from './GiftCardRedeem';

/**
 * "Have a gift card?" (issue 38 §5): the gift card block behind a native disclosure, so that
 * the first thing under Payment is not a field of its own. Open at first when cards are
 * applied (their list and Remove in sight). A native `<details>`: Enter and Space toggle it, and
 * assistive technology hears it as expanded or collapsed.
 */
export function GiftCardDisclosure(props: { cards: readonly AppliedGiftCard[]; balance: number }) {
  // Open at first when cards are applied; then the guest's own toggle (a card removed inside
  // it must not close it over the focus).
  const [initiallyOpen] = useState(props.cards.length > 0);
  return (
    <details className="gift-disclosure" part="gift-card-disclosure" open={initiallyOpen}>
      <summary part="gift-card-toggle">Have a gift card?</summary>
      <GiftCardRedeem cards={props.cards} balance={props.balance} />
    </details>
  );
}
