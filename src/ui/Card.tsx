import type { ReactNode } from 'react';
import css from './card.css?inline';
import { useStyles } from './styles';

export interface CardProps {
  /** The card's heading; its level fits the page's outline (3 unless told). */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** A picture across the top (a `Photo`). */
  media?: ReactNode;
  /** Actions at the foot (buttons, a price). */
  footer?: ReactNode;
  /** `article` unless told (`li` inside a list of cards, `div` inside another landmark). */
  as?: 'article' | 'li' | 'div' | 'section';
  /** The `part` a page may restyle (`card` unless told). */
  part?: string;
  className?: string;
  /** Names the card when it has no title, or a fuller name than its title (a landmark). */
  'aria-label'?: string;
  children?: ReactNode;
}

/**
 * A surface that groups one thing (a room type, a booking, a cart line): optional media,
 * a heading, its content, and actions at the foot, in a column that fills its grid cell.
 *
 * Parts: `card`, `card-media`, `card-title`, `card-body`, `card-footer`.
 * Tokens: see `card` in src/ui/parts.ts.
 */
export function Card({
  title,
  headingLevel = 3,
  media,
  footer,
  as: Tag = 'article',
  part = 'card',
  className,
  'aria-label': ariaLabel,
  children,
}: CardProps) {
  useStyles(css);
  const Heading = `h${headingLevel}` as const;
  return (
    <Tag
      part={part}
      className={className ? `ik-card ${className}` : 'ik-card'}
      aria-label={ariaLabel}
    >
      {media ? (
        <div className="ik-card-media" part="card-media">
          {media}
        </div>
      ) : null}
      <div className="ik-card-body" part="card-body">
        {title ? (
          <Heading className="ik-card-title" part="card-title">
            {title}
          </Heading>
        ) : null}
        {children}
      </div>
      {footer ? (
        <div className="ik-card-footer" part="card-footer">
          {footer}
        </div>
      ) : null}
    </Tag>
  );
}
