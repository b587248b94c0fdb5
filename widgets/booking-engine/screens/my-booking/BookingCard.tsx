import type { ReactNode } from 'react';
import type { PaidPart } from '../../../../src/schemas/my-bookings';
import { Badge } from '../../../../src/ui/Badge';
import { BookingCard } from '../../../../src/ui/BookingCard';
import type { Fact } from '../../../../src/ui/FactList';
import { useStyles } from '../../../../src/ui/styles';
import css from './booking-lists.css?inline';

/** What a booked room, treatment, session or table brings to its card besides its facts. */
export interface BookedCardItem {
  Cancelled?: unknown;
  Paid?: PaidPart[];
}

/**
 * One booking on the kit's BookingCard: its status in words ("Confirmed", or "Cancelled" once
 * its guest cancelled it); the one just made (its reference in `?ref=`) marked in words beside
 * its title, not colour alone.
 */
export function Booking(props: {
  title: string;
  reference: string;
  highlight: string;
  photo?: { url: string; alt: string } | null;
  /** The theme's illustration without a picture: `stay`, `spa`, `activity`, `dining`, `gift`. */
  art: string;
  when?: string;
  /** A booked item's state (a gift card or payment has none). */
  item?: BookedCardItem;
  facts: Fact[];
  payment?: Fact[];
  actions?: ReactNode;
}) {
  const isNew = props.highlight !== '' && props.reference === props.highlight;
  const { item } = props;
  return (
    <BookingCard
      part={isNew ? 'booking new-booking' : 'booking'}
      photo={props.photo ? { src: props.photo.url, alt: props.photo.alt } : null}
      art={props.art}
      title={
        <>
          {props.title}
          {isNew ? (
            <Badge tone="success" className="booking__new">
              <span className="ik-visually-hidden"> (</span>Just booked
              <span className="ik-visually-hidden">)</span>
            </Badge>
          ) : null}
        </>
      }
      when={props.when}
      status={
        item
          ? item.Cancelled
            ? { text: 'Cancelled', tone: 'neutral' }
            : { text: 'Confirmed', tone: 'success' }
          : undefined
      }
      facts={props.facts}
      payment={props.payment}
      actions={props.actions}
    />
  );
}

/** A titled list of bookings, or its empty message. */
export function Section(props: { title: string; empty: string; children: ReactNode[] }) {
  useStyles(css);
  return (
    <section aria-label={props.title} part="booking-section">
      <h2>{props.title}</h2>
      {props.children.length ? (
        <ul className="booking-list">{props.children}</ul>
      ) : (
        <p>{props.empty}</p>
      )}
    </section>
  );
}
