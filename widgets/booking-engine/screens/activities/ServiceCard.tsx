import { useId, useState } from 'react';
import { nowMs, today as todayOf } from '../../../../src/core/clock';
import { hasStarted } from '../../../../src/domain/activities/has-started';
import { minimumAgeNote } from '../../../../src/domain/activities/minimum-age-note';
import { placesLeftText } from '../../../../src/domain/activities/places-left-text';
import { formatTime } from '../../../../src/domain/format/format-date';
import { formatMoney } from '../../../../src/domain/format/format-money';
import type { SpaClass } from '../../../../src/schemas/activities';
import { Card } from '../../../../src/ui/Card';
import { FactList } from '../../../../src/ui/FactList';
import { Photo } from '../../../../src/ui/Photo';
import { Price } from '../../../../src/ui/Price';
import { TimeGrid } from '../../../../src/ui/TimeGrid';
import type { ReactNode } from 'react';

export interface ServiceCardProps {
  /** One service's sessions of the day, in time order. */
  sessions: readonly SpaClass[];
  /** The screen's minimum age where the session names none (the sauna's 16). */
  minAge: number | null;
  /** The chosen session's buttons (Add, More, Choose tickets, a stepper). */
  actionsOf: (session: SpaClass) => ReactNode;
  /** The theme's drawing in the card's picture slot (issue 38 §3): `activity`, `spa`, `skating`. */
  art: string;
}

/**
 * One service of the chosen day (booking-engine.md §2, issue 38 §7): its duration, price,
 * description and minimum-age note once, its times as a grid (each with its places left),
 * and the buttons of the chosen time. The first time that can still be booked is chosen; a
 * service with one time says it beside its buttons, without a grid.
 */
export function ServiceCard({ sessions, minAge, actionsOf, art }: ServiceCardProps) {
  const first = sessions[0]!;
  const today = todayOf();
  const name = useId();
  const open = (s: SpaClass) => s.AvailSlots > 0 && !hasStarted(s.StartTime, today, nowMs());
  const [wanted, setWanted] = useState('');
  // A time that filled or started since it was chosen gives way to the next that is open.
  const chosen =
    sessions.find((s) => s.SpaClassId === wanted && open(s)) ?? sessions.find(open) ?? null;
  const oneTime = sessions.length === 1;
  const prices = new Set(sessions.map((s) => s.Price));
  const age = minimumAgeNote(first.MinAge, minAge);
  const noteOf = (s: SpaClass) => {
    if (hasStarted(s.StartTime, today, nowMs())) return 'Started';
    const places = placesLeftText(s.AvailSlots);
    return prices.size > 1 ? `${formatMoney(s.Price)} · ${places}` : places;
  };
  return (
    <Card
      as="li"
      part="session"
      className="session"
      title={first.ItemName}
      // The hotel sends no picture of a session: the theme's drawing, decorative (alt "").
      media={<Photo src="" alt="" art={art} ratio="3 / 2" />}
    >
      <FactList
        facts={[
          { label: 'Duration', value: `${first.ServiceTime} minutes` },
          ...(prices.size === 1 ? [{ label: 'Price', value: <Price amount={first.Price} /> }] : []),
        ]}
      />
      {first.ItemDescription ? <p className="session__text">{first.ItemDescription}</p> : null}
      {first.Instructions ? <p className="session__text">{first.Instructions}</p> : null}
      {age ? <p className="session__age">{age}</p> : null}
      {oneTime ? null : (
        <TimeGrid
          legend="Choose a time"
          name={name}
          times={sessions.map((s) => ({
            value: s.SpaClassId,
            time: formatTime(s.StartTime),
            note: noteOf(s),
            disabled: !open(s),
          }))}
          chosen={chosen?.SpaClassId ?? ''}
          onChoose={setWanted}
        />
      )}
      <div className="session__chosen" part="session-actions">
        {chosen ? (
          <>
            <p className="session__choice" part="chosen-time">
              <span className="session__time">{formatTime(chosen.StartTime)}</span>
              {' · '}
              <span data-places={chosen.AvailSlots}>{placesLeftText(chosen.AvailSlots)}</span>
            </p>
            {actionsOf(chosen)}
          </>
        ) : (
          <p className="session__started" part="session-started">
            {oneTime ? (
              <>
                <span className="session__time">{formatTime(first.StartTime)}</span>
                {' · '}
              </>
            ) : null}
            {sessions.some((s) => hasStarted(s.StartTime, today, nowMs()))
              ? oneTime
                ? 'This session has already started.'
                : 'No time is left to book today.'
              : 'Fully booked'}
          </p>
        )}
      </div>
    </Card>
  );
}
