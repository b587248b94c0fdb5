import type { ReactNode } from 'react';
import css from './booking-bar.css?inline';
import { useStyles } from './styles';

export interface BookingBarSearchProps {
  /** The search in a line: "22–24 Dec · 2 adults" (src/domain/text/stay-bar-text). */
  text: string;
  /** Whether the adjust-search it opens is showing (`aria-expanded`). */
  expanded: boolean;
  onOpen: () => void;
  /** The button's `part` (`bar-search` unless told). */
  part?: string;
}

/**
 * The booking bar's top half (issue 38 §2): the guest's search as one tappable summary that
 * opens the adjust-search in a sheet. Named "Your search: 22–24 Dec · 2 adults Change", its
 * visible words first (WCAG 2.5.3). It scrolls with the page, so it never covers anything.
 *
 * Parts: `bar-search` (or the `part` given). Tokens: see `booking-bar` in src/ui/parts.ts.
 */
export function BookingBarSearch({ text, expanded, onOpen, part }: BookingBarSearchProps) {
  useStyles(css);
  return (
    <button
      type="button"
      part={part ?? 'bar-search'}
      className="ik-bar-search"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onOpen}
    >
      <span className="ik-visually-hidden">Your search: </span>
      <span className="ik-bar-search__text">{text}</span>{' '}
      <span className="ik-bar-search__change">Change</span>
    </button>
  );
}

export interface BookingBarTotalProps {
  /** The bar's landmark name ("Your booking"). */
  label: string;
  /** "1 item", "3 items". */
  count: string;
  /** The running total, formatted ("£264.00"). */
  total: string;
  /** Opens the whole booking in a sheet; its words ("View booking") follow the total. */
  detailsLabel: string;
  onDetails: () => void;
  detailsExpanded: boolean;
  /** The forward action: a link or button whose words say where it goes ("Continue to cart"). */
  action?: ReactNode;
  /** The bar's `part` (`booking-bar`) and its details button's (`bar-details`) unless told. */
  part?: string;
  detailsPart?: string;
}

/**
 * The booking bar's bottom half (issue 38 §2), on a phone only: fixed along the foot of the
 * screen, the running total and count as one button ("Total, 1 item £264.00 View booking") that opens the booking, and the step's
 * forward action beside it. The page must keep 4.5rem at its foot for it (`--ik-booking-bar-
 * height`) and give its controls that much `scroll-margin-bottom`, so that it hides nothing and
 * never covers the focused element (WCAG 2.4.11). Hidden from 768 px, where a panel shows.
 *
 * Parts: `booking-bar`, `bar-details` (or those given). Tokens: see `booking-bar` in parts.ts.
 */
export function BookingBarTotal(props: BookingBarTotalProps) {
  useStyles(css);
  return (
    <aside part={props.part ?? 'booking-bar'} className="ik-booking-bar" aria-label={props.label}>
      <button
        type="button"
        part={props.detailsPart ?? 'bar-details'}
        className="ik-booking-bar__details"
        aria-haspopup="dialog"
        aria-expanded={props.detailsExpanded}
        onClick={props.onDetails}
      >
        <span className="ik-booking-bar__count">Total, {props.count}</span>{' '}
        <strong className="ik-booking-bar__total">{props.total}</strong>{' '}
        <span className="ik-booking-bar__more">{props.detailsLabel}</span>
      </button>
      {props.action ? <div className="ik-booking-bar__action">{props.action}</div> : null}
    </aside>
  );
}
