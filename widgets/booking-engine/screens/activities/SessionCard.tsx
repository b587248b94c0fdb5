import { minimumAgeNote } from '../../../../src/domain/activities/minimum-age-note';
import { placesLeftText } from '../../../../src/domain/activities/places-left-text';
import { formatTime } from '../../../../src/domain/format-date';
import type { SpaClass } from '../../../../src/schemas/activities';
import { Card } from '../../../../src/ui/Card';
import { Price } from '../../../../src/ui/Price';
import type { ReactNode } from 'react';

export interface SessionCardProps {
  session: SpaClass;
  /** The screen's minimum age where the session names none (the sauna's 16). */
  minAge: number | null;
  /** The session's buttons (Add, More, Choose tickets, a stepper). */
  actions: ReactNode;
  children?: ReactNode;
}

/**
 * One session of the chosen day (booking-engine.md §2): its time, duration in minutes, price,
 * places remaining, description and minimum-age note, and how to add it.
 */
export function SessionCard({ session, minAge, actions, children }: SessionCardProps) {
  const age = minimumAgeNote(session.MinAge, minAge);
  return (
    <Card
      as="li"
      part="session"
      className="session"
      title={
        <>
          <span className="session__time">{formatTime(session.StartTime)}</span> {session.ItemName}
        </>
      }
      footer={actions}
    >
      <dl className="session__facts">
        <div>
          <dt>Duration</dt>
          <dd>{session.ServiceTime} minutes</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>
            <Price amount={session.Price} />
          </dd>
        </div>
        <div>
          <dt>Places</dt>
          <dd data-places={session.AvailSlots}>{placesLeftText(session.AvailSlots)}</dd>
        </div>
      </dl>
      {session.ItemDescription ? <p className="session__text">{session.ItemDescription}</p> : null}
      {session.Instructions ? <p className="session__text">{session.Instructions}</p> : null}
      {age ? <p className="session__age">{age}</p> : null}
      {children}
    </Card>
  );
}
