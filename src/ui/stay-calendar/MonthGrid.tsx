import { type KeyboardEvent, useId } from 'react';
import { formatMonth } from '../../domain/format-date';
import { monthGrid } from '../../domain/month-grid';
import type { MonthPrices, StayDay } from '../../domain/stay-day';
import type { StayDayStatus } from '../../domain/stay-day-status';
import { Button } from '../Button';
import { DayCell } from './DayCell';

const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;

export interface MonthGridProps {
  /** `YYYY-MM`. */
  month: string;
  prices: MonthPrices;
  dayOf: (date: string) => StayDay | undefined;
  statusOf: (date: string) => StayDayStatus;
  placeOf: (date: string) => 'arrival' | 'departure' | 'within' | null;
  /** The day in the tab order, if it is in this month. */
  tabbableDate: string | null;
  onChoose: (date: string) => void;
  onKey: (date: string, event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocusDay: (date: string) => void;
  onRetry: (month: string) => void;
}

/**
 * One month as a WAI-ARIA date grid, always six weeks tall. While its prices load the days show
 * a skeleton in place of prices (the same size, so nothing moves); a month that failed to load
 * says so with a Try again button instead of days that would look sold out.
 */
export function MonthGrid(props: MonthGridProps) {
  const { month, prices } = props;
  const id = useId();
  const title = formatMonth(month);
  if (prices.state === 'failed') {
    return (
      <div role="group" part="month" className="month" aria-labelledby={id}>
        <h3 id={id} className="month__title">
          {title}
        </h3>
        <div part="month-error" className="month__error" role="alert">
          <p>We could not load the prices for {title}.</p>
          <Button onClick={() => props.onRetry(month)}>
            Try again<span className="ik-visually-hidden"> to load {title}</span>
          </Button>
        </div>
      </div>
    );
  }
  const loading = prices.state === 'loading';
  return (
    <div role="group" part="month" className="month" aria-labelledby={id}>
      <h3 id={id} className="month__title">
        {title}
      </h3>
      <table role="grid" className="month__grid" aria-labelledby={id} aria-busy={loading}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                <span aria-hidden="true">{short}</span>
                <span className="ik-visually-hidden">{long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week, w) => (
            <tr key={w}>
              {week.map((date, d) =>
                date === null ? (
                  <td key={d} role="gridcell" className="blank" />
                ) : (
                  <DayCell
                    key={date}
                    date={date}
                    day={props.dayOf(date)}
                    status={props.statusOf(date)}
                    place={props.placeOf(date)}
                    loading={loading}
                    tabbable={props.tabbableDate === date}
                    onChoose={props.onChoose}
                    onKey={props.onKey}
                    onFocusDay={props.onFocusDay}
                  />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
