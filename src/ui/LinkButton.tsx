import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { safeLink } from '../domain/safety/safe-link';
import type { ButtonVariant } from './Button';
import css from './button.css?inline';
import { useStyles } from './styles';

export interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant;
  part?: string;
  children: ReactNode;
}

/**
 * A link that looks like a button (a page to go to: "Login", "Book now"). Its address goes
 * through `safeLink`; an unsafe one leaves the words without a link.
 *
 * Parts: `button` (or the `part` given). Tokens: as `Button`.
 */
export function LinkButton({
  href,
  variant = 'secondary',
  part = 'button',
  className,
  children,
  ...rest
}: LinkButtonProps) {
  useStyles(css);
  const safe = safeLink(href);
  return (
    <a
      {...rest}
      href={safe ?? undefined}
      part={part}
      className={className ? `ik-button ${className}` : 'ik-button'}
      data-variant={variant}
    >
      {children}
    </a>
  );
}
