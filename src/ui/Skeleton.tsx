import css from './skeleton.css?inline';
import { useStyles } from './styles';

export interface SkeletonProps {
  /** `text` lines, a `block` (a card's body) or a `photo` (its ratio held). */
  shape?: 'text' | 'block' | 'photo';
  /** How many text lines (3 unless told); the last is shorter. */
  lines?: number;
}

/**
 * A grey stand-in of the shape of what is loading, so the page does not jump when it
 * arrives. Hidden from screen readers: the loading words live beside it (AsyncBlock). The
 * shimmer stops under reduced motion.
 *
 * Parts: `skeleton`. Tokens: see `skeleton` in src/ui/parts.ts.
 */
export function Skeleton({ shape = 'text', lines = 3 }: SkeletonProps) {
  useStyles(css);
  return (
    <div className="ik-skeleton" part="skeleton" data-shape={shape} aria-hidden="true">
      {shape === 'text' ? (
        Array.from({ length: lines }, (_, i) => <span key={i} className="ik-skeleton-bone" />)
      ) : (
        <span className="ik-skeleton-bone" />
      )}
    </div>
  );
}
