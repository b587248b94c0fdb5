import type { ReactNode } from 'react';
import css from './empty-state.css?inline';
import { useStyles } from './styles';

export interface EmptyStateProps {
  /** What there is none of, as a short sentence ("Your cart is empty"). */
  title: ReactNode;
  /** The next step in words, and an action (a link to book). */
  children?: ReactNode;
  actions?: ReactNode;
  part?: string;
}

/**
 * What a list says when it has nothing in it: a heading-like line, a sentence on what to do
 * next, and an action. Not a live region (nothing went wrong).
 *
 * Parts: `empty`, `empty-actions`. Tokens: see `empty-state` in src/ui/parts.ts.
 */
export function EmptyState({ title, children, actions, part = 'empty' }: EmptyStateProps) {
  useStyles(css);
  return (
    <div className="ik-empty" part={part}>
      <p className="ik-empty-title">{title}</p>
      {children ? <div className="ik-empty-text">{children}</div> : null}
      {actions ? (
        <div className="ik-empty-actions" part="empty-actions">
          {actions}
        </div>
      ) : null}
    </div>
  );
}
