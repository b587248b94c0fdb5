import type { ReactNode } from 'react';
import css from './option-links.css?inline';
import { useStyles } from './styles';

/** One option that acts as soon as it is chosen: a link to where choosing it leads. */
export interface OptionLink {
  /** Unique in the list. */
  key: string;
  href: string;
  /** What choosing it does ("Search"), said before the card's words, not shown. */
  action?: string;
  /** A short word above the main line ("Earlier"). */
  eyebrow?: string;
  /** The main line ("7 June, 2026 to 9 June, 2026"). */
  title: ReactNode;
  /** What it costs or holds, at the card's end ("£240.00"). */
  value?: ReactNode;
  /** A quieter line under the title ("2 nights"). */
  note?: ReactNode;
}

export interface OptionLinksProps {
  /** The list's name for assistive technology ("Nearby dates with rooms free"). */
  label: string;
  options: readonly OptionLink[];
  /** The list's `part` (`option-links` unless told); each option's is `option-link`. */
  part?: string;
  optionPart?: string;
}

/**
 * Options that act at once — one tap searches nearby dates — drawn as the kit's choice cards
 * (ChoiceGroup's border, radius and 2 px focus ring) but each a link, not a radio: there is
 * nothing to confirm afterwards. A list, so a screen reader says how many; the card's words are its
 * name (after a hidden `action`, "Search:"), each card is one
 * target at least 44 px tall, its whole face the link, with an arrow that says it goes
 * somewhere (decorative: the accessible name says it in words).
 *
 * Parts: `option-links` (or the `part` given), `option-link` (or the `optionPart` given).
 * Tokens: see `option-links` in src/ui/parts.ts.
 */
export function OptionLinks({ label, options, part, optionPart }: OptionLinksProps) {
  useStyles(css);
  return (
    <ul className="ik-option-links" part={part ?? 'option-links'} aria-label={label}>
      {options.map((option) => (
        <li key={option.key}>
          <a className="ik-option-link" part={optionPart ?? 'option-link'} href={option.href}>
            <span className="ik-option-link__text">
              {option.action ? (
                <span className="ik-visually-hidden">{`${option.action}: `}</span>
              ) : null}
              {option.eyebrow ? (
                <span className="ik-option-link__eyebrow">{option.eyebrow}</span>
              ) : null}
              <span className="ik-option-link__title">{option.title}</span>
              {option.note ? <span className="ik-option-link__note">{option.note}</span> : null}
            </span>
            {option.value ? <span className="ik-option-link__value">{option.value}</span> : null}
            <span className="ik-option-link__arrow" aria-hidden="true">
              →
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
