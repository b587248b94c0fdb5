import type { ReactNode } from 'react';
import css from './badge.css?inline';
import { useStyles } from './styles';

/** What a badge tells: `warning` for scarcity ("Only 2 rooms left"), `neutral` for a fact. */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning';

export interface BadgeProps {
  /** `neutral` unless told. The words carry the meaning; the tone only underlines it. */
  tone?: BadgeTone;
  /** The `part` a page may restyle (`badge` unless told). */
  part?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A short label beside something it qualifies ("Only 2 rooms left", "Offer"): a filled pill
 * that never wraps mid-phrase and never breaks its line's layout. Its words say what it
 * means (never colour alone); it is plain text, not a live region.
 *
 * Parts: `badge` (or the `part` given). Tokens: see `badge` in src/ui/parts.ts.
 */
export function Badge({ tone = 'neutral', part = 'badge', className, children }: BadgeProps) {
  useStyles(css);
  return (
    <span part={part} className={className ? `ik-badge ${className}` : 'ik-badge'} data-tone={tone}>
      {children}
    </span>
  );
}
