import { minimumAgeNote } from '../../../../src/domain/activities/minimum-age-note';
import { placesLeftText } from '../../../../src/domain/activities/places-left-text';
import { formatTime } from '../../../../src/domain/format-date';
import type { SpaClass } from '../../../../src/schemas/activities';
import { Card } from '../../../../src/ui/Card';
import { FactList } from '../../../../src/ui/FactList';
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
      <FactList
        facts={[
          { label: 'Duration', value: `${session.ServiceTime} minutes` },
          { label: 'Price', value: <Price amount={session.Price} /> },
          {
            label: 'Places',
            value: (
              <span data-places={session.AvailSlots}>{placesLeftText(session.AvailSlots)}</span>
            ),
          },
        ]}
      />
      {session.ItemDescription ? <p className="session__text">{session.ItemDescription}</p> : null}
      {session.Instructions ? <p className="session__text">{session.Instructions}</p> : null}
      {age ? <p className="session__age">{age}</p> : null}
      {children}
    </Card>
  );
}
