import type { GiftDraft, GiftMethod } from '../../../../src/domain/gift-cards/gift-card-draft';
import { setGiftDraft } from '../../../../src/stores/engine/gift-cards';
import { ChoiceField } from '../../../../src/ui/form/Field';
import { DraftField } from './DraftField';

const METHODS: readonly { value: GiftMethod; label: string }[] = [
  { value: 'E', label: 'By email' },
  { value: 'M', label: 'By post' },
];

export interface DeliveryFieldsProps {
  idBase: string;
  draft: GiftDraft;
  errors: Partial<Record<keyof GiftDraft, string>>;
}

/**
 * How the card travels (booking-engine.md §2, §3): by email (E, the recipient's email) or by
 * post (M, the address, the country defaulting to United Kingdom). Switching keeps what was
 * typed for the other method until the card is added; the order then clears it (§5).
 */
export function DeliveryFields({ idBase, draft, errors }: DeliveryFieldsProps) {
  const field = { idBase, draft, errors };
  return (
    <>
      <fieldset className="ik-field ik-group gift-method" part="gift-method">
        <legend>How should we send it?</legend>
        {METHODS.map((method) => (
          <ChoiceField
            key={method.value}
            type="radio"
            name="gift-method"
            value={method.value}
            checked={draft.method === method.value}
            onChange={() => setGiftDraft({ method: method.value })}
            label={method.label}
          />
        ))}
      </fieldset>
      {draft.method === 'E' ? (
        <DraftField
          {...field}
          name="email"
          label="Recipient's email"
          type="email"
          hint="We email the card, with its code, once you have paid."
          maxLength={254}
        />
      ) : (
        <div className="gift-address" part="gift-address">
          <p className="ik-hint">We post the card to this address once you have paid.</p>
          <DraftField {...field} name="address1" label="Address line 1" maxLength={100} />
          <DraftField {...field} name="address2" label="Address line 2" optional maxLength={100} />
          <DraftField {...field} name="city" label="Town or city" maxLength={60} />
          <DraftField {...field} name="county" label="County" optional maxLength={60} />
          <DraftField {...field} name="postcode" label="Postcode" maxLength={16} />
          <DraftField {...field} name="country" label="Country" maxLength={60} />
        </div>
      )}
    </>
  );
}
