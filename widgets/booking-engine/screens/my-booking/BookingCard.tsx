import type { ReactNode } from 'react';
import { Badge } from '../../../../src/ui/Badge';
import { Card } from '../../../../src/ui/Card';
import { type Fact, FactList } from '../../../../src/ui/FactList';
import { useStyles } from '../../../../src/ui/styles';
import css from './booking-lists.css?inline';

/** One booking; the one just made (its reference in `?ref=`) is marked in words, not colour alone. */
export function Booking(props: {
  title: string;
  reference: string;
  highlight: string;
  facts: Fact[];
  actions?: ReactNode;
}) {
  const isNew = props.highlight !== '' && props.reference === props.highlight;
  return (
    <Card
      as="li"
      part={isNew ? 'booking new-booking' : 'booking'}
      className="booking"
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
      footer={props.actions}
    >
      <FactList facts={props.facts} />
    </Card>
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
