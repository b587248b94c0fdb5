import type { BookingSummary } from '../../../src/domain/cart/booking-summary';
import { formatMoney } from '../../../src/domain/format/format-money';
import { useStyles } from '../../../src/ui/styles';
import css from './summary.css?inline';

export interface SummaryListProps {
  summary: BookingSummary;
  /** The level of each section's heading ("Rooms", "Activities"): 3 unless told. */
  headingLevel?: 3 | 4;
  /** Also say what is left to pay (checkout); the total alone otherwise. */
  showBalance?: boolean;
}

/**
 * The booking's lines by section — each with its description, when, nights, guests, the
 * extras added to it and its price — and the total (and, at checkout, the balance to pay).
 */
export function SummaryList({ summary, headingLevel = 3, showBalance = false }: SummaryListProps) {
  useStyles(css);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="summary-list" part="summary-list">
      {summary.sections.map((section) => (
        <div key={section.category} className="summary-section" data-category={section.category}>
          <Heading className="summary-section__title">{section.title}</Heading>
          <ul className="summary-lines">
            {section.lines.map((line) => (
              <li key={line.id} className="summary-line" part="summary-line">
                <p className="summary-line__head">
                  <span className="summary-line__title">{line.title}</span>
                  <span className="summary-line__amount">{formatMoney(line.amount)}</span>
                </p>
                {line.facts.length ? (
                  <p className="summary-line__facts">{line.facts.join(' · ')}</p>
                ) : null}
                {line.extras.length ? (
                  <ul className="summary-extras" aria-label={`Added to ${line.title}`}>
                    {line.extras.map((extra) => (
                      <li key={extra.id}>
                        <span>{extra.name}</span> <span>{formatMoney(extra.amount)}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <dl className="summary-totals" part="summary-total">
        <div>
          <dt>Total</dt>
          <dd>{formatMoney(summary.total)}</dd>
        </div>
        {showBalance
          ? summary.giftCards.map((card) => (
              <div key={card.id}>
                <dt>Gift card {card.code}</dt>
                <dd>−{formatMoney(card.amount)}</dd>
              </div>
            ))
          : null}
        {showBalance ? (
          <div className="summary-totals__balance">
            <dt>To pay now</dt>
            <dd>{formatMoney(summary.balance)}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
