import type { GiftCertificate } from '../../../../src/schemas/gift-cards';
import { safeLink } from '../../../../src/domain/safe-link';
import { Price } from '../../../../src/ui/Price';

export interface ValueChoiceProps {
  id: string;
  certificates: readonly GiftCertificate[];
  chosen: string;
  error?: string;
  onChoose(itemId: string): void;
}

/**
 * The values on sale, each a radio with its design and price, under one legend: arrow keys
 * move between them, as radios do.
 */
export function ValueChoice({ id, certificates, chosen, error, onChoose }: ValueChoiceProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="ik-field ik-group gift-values" part="gift-values">
      <legend>Choose a value</legend>
      <div className="gift-values__grid">
        {certificates.map((certificate, index) => (
          <label
            key={certificate.ItemId}
            className="gift-value"
            part="gift-value"
            data-checked={chosen === certificate.ItemId || undefined}
          >
            <input
              id={index === 0 ? id : undefined}
              type="radio"
              name="gift-value"
              value={certificate.ItemId}
              checked={chosen === certificate.ItemId}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={() => onChoose(certificate.ItemId)}
            />
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
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} part="field-error" className="ik-error ik-field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
