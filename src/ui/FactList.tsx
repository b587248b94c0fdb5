import type { ReactNode } from 'react';
import css from './fact-list.css?inline';
import { useStyles } from './styles';

/** One fact: what it is ("Arrival") and its value ("12 March, 2027"). */
export interface Fact {
  label: string;
  value: ReactNode;
}

export interface FactListProps {
  /** The facts in reading order; a fact whose value is empty (null, '') is left out. */
  facts: readonly Fact[];
  /** `columns` (term beside value) unless told; `stacked` puts each value under its term. */
  layout?: 'columns' | 'stacked';
  /** The `part` a page may restyle (`facts` unless told). */
  part?: string;
  className?: string;
}

/**
 * A short list of facts about one thing (a booking's dates and guests, a cart line's rate, a
 * restaurant's hours): a description list, each term beside its value from 320 px up, long
 * values wrapping under themselves, never pushing the card wider.
 *
 * Parts: `facts` (or the `part` given), `fact-term`, `fact-value`.
 * Tokens: see `fact-list` in src/ui/parts.ts.
 */
export function FactList({ facts, layout = 'columns', part = 'facts', className }: FactListProps) {
  useStyles(css);
  const shown = facts.filter((f) => f.value !== null && f.value !== undefined && f.value !== '');
  return (
    <dl
      part={part}
      className={className ? `ik-facts ${className}` : 'ik-facts'}
      data-layout={layout}
    >
      {shown.map((f) => (
        <div key={f.label}>
          <dt part="fact-term">{f.label}</dt>
          <dd part="fact-value">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
