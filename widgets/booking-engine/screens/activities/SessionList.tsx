import { byService } from '../../../../src/domain/activities/by-service';
import { complimentaryApart } from '../../../../src/domain/activities/complimentary-apart';
import type { SpaClass } from '../../../../src/schemas/activities';
import { ServiceCard } from './ServiceCard';
import type { ReactNode } from 'react';

export interface SessionListProps {
  sessions: readonly SpaClass[];
  minAge: number | null;
  /** The events screen lists complimentary events apart (booking-engine.md §9). */
  splitComplimentary?: boolean;
  actionsOf: (session: SpaClass) => ReactNode;
  /** The theme's drawing on each card (screenArt). */
  art: string;
}

function List(props: Omit<SessionListProps, 'splitComplimentary'>) {
  return (
    <ul className="session-list">
      {byService(props.sessions).map((sessions) => (
        <ServiceCard
          key={sessions[0]!.SpaClassId}
          sessions={sessions}
          minAge={props.minAge}
          actionsOf={props.actionsOf}
          art={props.art}
        />
      ))}
    </ul>
  );
}

/** The chosen day's sessions, a card per service with its times; on the events screen the complimentary ones under their own heading. */
export function SessionList({ splitComplimentary, ...props }: SessionListProps) {
  if (!splitComplimentary) return <List {...props} />;
  const { events, complimentary } = complimentaryApart(props.sessions);
  return (
    <>
      {events.length ? <List {...props} sessions={events} /> : null}
      {complimentary.length ? (
        <section aria-labelledby="complimentary-events" className="complimentary">
          <h3 id="complimentary-events" className="activity-day-title">
            Complimentary events
          </h3>
          <List {...props} sessions={complimentary} />
        </section>
      ) : null}
    </>
  );
}
