import { useId, useRef, useState } from 'react';
import { formatMoney } from '../../../../src/domain/format/format-money';
import type { AppliedGiftCard } from '../../../../src/schemas/gift-redemption';
import {
  $giftRedemption,
  redeemGiftCode,
  removeGiftCode,
} from '../../../../src/stores/engine/gift-redemption';
import { Button } from '../../../../src/ui/Button';
import { useFocusLanding } from '../../../../src/ui/focus-landing';
import { FieldFrame } from '../../../../src/ui/form/Field';
import { InlineStatus } from '../../../../src/ui/InlineStatus';
import { useStore } from '../../../../src/ui/use-store';

export interface GiftCardRedeemProps {
  /** The cards applied to the cart (the cart's GiftCards). */
  cards: readonly AppliedGiftCard[];
  /** What is left to pay: nothing left, no further code is asked for. */
  balance: number;
}

/**
 * Checkout's gift card block (issue 15 item 3): a code field with Apply, the cards applied with
 * what each pays and its own Remove. The amounts are the cart's, so the summary, this list and
 * the card page's sum always agree.
 *
 * Parts: `gift-card`, `gift-card-list`, `gift-card-remove`, `gift-card-apply`, and the field's.
 */
export function GiftCardRedeem({ cards, balance }: GiftCardRedeemProps) {
  const id = useId();
  const state = useStore($giftRedemption);
  const [code, setCode] = useState('');
  // Apply (a card that pays it all hides the form) and Remove vanish as they work: the block's
  // heading takes their focus, its status said next.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusLanding(heading, `${cards.length}|${balance > 0}`);
  const apply = async () => {
    if (!code.trim()) return;
    if (await redeemGiftCode(code)) setCode('');
  };
  return (
    <section className="gift-redeem" part="gift-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        Gift card
      </h3>
      {cards.length ? (
        <ul className="gift-redeem-list" part="gift-card-list">
          {cards.map((card) => (
            <li key={card.RedemptionId}>
              <span>
                Gift card {card.Code}: <strong>−{formatMoney(card.Amount)}</strong>
              </span>
              <Button
                variant="link"
                part="gift-card-remove"
                aria-label={`Remove gift card ${card.Code}`}
                busy={state.busy === 'removing'}
                busyLabel="Removing…"
                onClick={() => void removeGiftCode(card.RedemptionId)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {balance > 0 ? (
        <form
          className="gift-redeem-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void apply();
          }}
        >
          <FieldFrame
            id={`${id}-code`}
            label="Gift card code"
            optional
            hint="The 12 letters and numbers on the card or in its email."
            error={state.error}
          >
            {(aria) => (
              <input
                {...aria}
                name="gift-card-code"
                part="input"
                type="text"
                value={code}
                maxLength={40}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                onInput={(event) => setCode(event.currentTarget.value)}
              />
            )}
          </FieldFrame>
          <Button
            type="submit"
            part="gift-card-apply"
            busy={state.busy === 'applying'}
            busyLabel="Applying…"
          >
            Apply
          </Button>
        </form>
      ) : null}
      {state.status ? <InlineStatus tone="success">{state.status}</InlineStatus> : null}
    </section>
  );
}
