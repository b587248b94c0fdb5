import type { GiftCertificate } from '../../../../src/schemas/gift-cards';
import { safeLink } from '../../../../src/domain/safety/safe-link';
import { ChoiceGroup } from '../../../../src/ui/ChoiceGroup';
import { Price } from '../../../../src/ui/Price';

export interface ValueChoiceProps {
  id: string;
  certificates: readonly GiftCertificate[];
  chosen: string;
  error?: string;
  onChoose(itemId: string): void;
}

/**
 * The values on sale, each a radio with its design and price, under one legend (the kit's
 * ChoiceGroup, as a room's rates): arrow keys move between them, as radios do.
 */
export function ValueChoice({ id, certificates, chosen, error, onChoose }: ValueChoiceProps) {
  return (
    <ChoiceGroup
      legend="Choose a value"
      name="gift-value"
      id={id}
      options={certificates}
      valueOf={(certificate) => certificate.ItemId}
      chosen={chosen}
      onChoose={onChoose}
      error={error}
      className="ik-field ik-group gift-values"
      listClassName="gift-values__grid"
      optionClassName="gift-value"
      part="gift-values"
      optionPart="gift-value"
      render={(certificate) => (
        <span className="gift-value__body">
          {/* The design: a small picture beside words that say it all (a plain img keeps
              the screen's chunk within its 12 kB budget; the address is checked as Photo's). */}
          <img
            className="gift-value__design"
            part="gift-design"
            src={safeLink(certificate.ImageURL ?? '', 'image') ?? undefined}
            alt=""
            width={320}
            height={200}
            loading="lazy"
          />
          <span className="gift-value__name">{certificate.ItemName}</span>
          {certificate.ItemDesc ? (
            <span className="gift-value__desc">{certificate.ItemDesc}</span>
          ) : null}
          {/* Last, at the card's foot: the prices of a row line up. */}
          <span className="gift-value__price">
            <Price amount={certificate.Price} />
          </span>
        </span>
      )}
    />
  );
}
