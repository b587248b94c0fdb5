import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { GiftDraft } from '../../../../src/domain/gift-cards/gift-card-draft';
import { giftCardDisabledReason } from '../../../../src/domain/gift-cards/gift-card-missing';
import {
  GIFT_FIELD_MAX,
  giftCardProblems,
} from '../../../../src/domain/gift-cards/gift-card-problems';
import { GIFT_CARD_VALIDITY } from '../../../../src/domain/gift-cards/gift-card-validity';
import type { GiftCertificate } from '../../../../src/schemas/gift-cards';
import {
  $giftAdding,
  $giftDraft,
  $giftFailure,
  addGiftCard,
  setGiftDraft,
} from '../../../../src/stores/engine/gift-cards';
import { Alert } from '../../../../src/ui/Alert';
import { Button } from '../../../../src/ui/Button';
import { useStore } from '../../../../src/ui/use-store';
import { useWidget } from '../../../../src/ui/widget-context';
import { useEngine } from '../../engine-context';
import { DeliveryFields } from './DeliveryFields';
import { DraftField } from './DraftField';
import { ValueChoice } from './ValueChoice';

/**
 * The gift card form: value, recipient, optional message, delivery. "Add to cart" stays
 * `aria-disabled` with the reason in words until the card has what it needs (§5); a filled
 * but wrong field is said beside it and takes focus; success opens the cart.
 */
export function GiftCardForm({ certificates }: { certificates: readonly GiftCertificate[] }) {
  const id = useId();
  const { open } = useEngine();
  const { host } = useWidget();
  const draft = useStore($giftDraft);
  const adding = useStore($giftAdding);
  const failure = useStore($giftFailure);
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof GiftDraft, string>>>({});
  const [refusals, setRefusals] = useState(0);
  const reason = giftCardDisabledReason(draft);
  const reasonId = `${id}-reason`;

  useEffect(() => {
    if (refusals) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason || adding) return;
    const found = giftCardProblems(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      setRefusals((n) => n + 1);
      return;
    }
    void addGiftCard(host).then((added) => {
      if (added) open('/cart');
    });
  };

  const field = { idBase: id, draft, errors };
  return (
    <form ref={formRef} className="gift-form" part="gift-form" noValidate onSubmit={submit}>
      <ValueChoice
        id={`${id}-value`}
        certificates={certificates}
        chosen={draft.itemId}
        error={errors.itemId}
        onChoose={(itemId) => setGiftDraft({ itemId })}
      />
      <div className="gift-form__details">
        <DraftField
          {...field}
          name="name"
          label="Recipient's name"
          maxLength={GIFT_FIELD_MAX.name}
        />
        <DraftField
          {...field}
          name="message"
          label="Your message"
          optional
          multiline
          hint={`Printed on the card or in its email. At most ${GIFT_FIELD_MAX.message} characters.`}
          maxLength={GIFT_FIELD_MAX.message}
        />
        <DeliveryFields idBase={id} draft={draft} errors={errors} />
        <p className="gift-form__validity" part="gift-validity">
          {GIFT_CARD_VALIDITY}
        </p>
        {failure ? (
          <Alert tone="error" part="error">
            <p>{failure}</p>
          </Alert>
        ) : null}
        <div className="ik-actions">
          <Button
            type="submit"
            variant="primary"
            part="add-gift-card"
            busy={adding}
            busyLabel="Adding…"
            aria-disabled={reason ? true : undefined}
            aria-describedby={reason ? reasonId : undefined}
          >
            Add to cart
          </Button>
        </div>
        {reason ? (
          <p id={reasonId} className="ik-hint" part="gift-reason">
            {reason}
          </p>
        ) : null}
      </div>
    </form>
  );
}
