import { formatMoney } from '../domain/format/format-money';
import css from './price.css?inline';
import { useStyles } from './styles';

export interface PriceProps {
  /** What the guest pays, in pounds. */
  amount: number;
  /** The price before an offer: shown struck through, read as "was £…". */
  was?: number | null;
  /** What the amount is for: `night` ("per night"), `stay` ("total") or nothing. */
  per?: 'night' | 'stay';
  /** `lg` a step up (a rate's total on a room card); `total` large (a cart's or booking's total). */
  size?: 'md' | 'lg' | 'total';
  part?: string;
}

/**
 * A price in pounds (two decimals): per night, a total, or an offer with the old price
 * struck through and read as "was £120.00, now £96.00" (the struck line is not left to
 * colour or a line alone).
 *
 * Parts: `price`, `price-was`, `price-now`, `price-unit`. Tokens: see `price` in parts.ts.
 */
export function Price({ amount, was, per, size = 'md', part = 'price' }: PriceProps) {
  useStyles(css);
  const offer = was !== undefined && was !== null && was > amount;
  return (
    <span className="ik-price" part={part} data-size={size}>
      {offer ? (
        <>
          <del className="ik-price-was" part="price-was">
            <span className="ik-visually-hidden">was </span>
            {formatMoney(was)}
          </del>{' '}
        </>
      ) : null}
      <span className="ik-price-now" part="price-now">
        {offer ? <span className="ik-visually-hidden">now </span> : null}
        {formatMoney(amount)}
      </span>
      {per ? (
        <span className="ik-price-unit" part="price-unit">
          {per === 'night' ? ' per night' : ' total'}
        </span>
      ) : null}
    </span>
  );
}
