import type { ReactNode } from 'react';
import { monthGrid } from '../../domain/calendar/month-grid';
import { useStyles } from '../styles';
import css from './date-grid.css?inline';
import type { DateGridWindow } from './use-date-grid';

const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;

/** One day as a calendar shows it (`renderDay`). */
export interface GridDay {
  /** The accessible name: the full date, the price, why the day cannot be chosen. */
  readonly label: string;
  /** `chosen`: the day chosen, or an end of the range; `within`: inside the chosen range. */
  readonly selected: 'chosen' | 'within' | null;
  /** A click does nothing; the day stays focusable so that its reason can be heard. */
  readonly disabled: boolean;
  /** The price line under the number (text, or a skeleton while prices load); none: no line. */
  readonly price?: ReactNode;
  /** The small print ("Closed", "Full", "3 left"): told in words, never by colour alone. */
  readonly marker: string;
  /** Classes of the day's cell: the calendar's own state hooks for its stylesheet. */
  readonly className?: string;
  /** Why the day is disabled, as `data-reason` (a hook for tests and styles). */
  readonly reason?: string | undefined;
}

export interface DateGridProps {
  /** `YYYY-MM`. */
  month: string;
  /** The id of the month's title, which names the grid. */
  labelledBy: string;
  busy: boolean;
  /** Classes of the table and of every day's button (the calendar's own styles). */
  className: string;
  dayClassName: string;
  /** The roving tab stop and keys, from useDateGrid. */
  keys: Pick<DateGridWindow, 'tabbable' | 'onKey' | 'onFocusDay'>;
  renderDay: (date: string) => GridDay;
  onChoose: (date: string) => void;
}

/**
 * One month as a WAI-ARIA date grid, the one every calendar uses (stay calendars, the engine's
 * stay search, the activity screens): six weeks tall, Monday first, each day a button in a
 * gridcell named with everything it shows, one day in the tab order, the keys of useDateGrid.
 * Chosen, in-range, disabled and focused days stay distinct in forced colours. Parts: `day`.
 */
export function DateGrid(props: DateGridProps) {
  useStyles(css);
  const { keys } = props;
  return (
    <table
      role="grid"
      className={`date-grid ${props.className}`}
      aria-labelledby={props.labelledBy}
      aria-busy={props.busy || undefined}
    >
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
        {monthGrid(props.month).map((week, w) => (
          <tr key={w}>
            {week.map((date, d) => {
              if (date === null) return <td key={d} role="gridcell" className="blank" />;
              const day = props.renderDay(date);
              return (
                <td
                  key={date}
                  role="gridcell"
                  aria-selected={day.selected !== null}
                  data-selected={day.selected ?? undefined}
                  className={day.className}
                >
                  <button
                    type="button"
                    part="day"
                    className={`date-grid__day ${props.dayClassName}`}
                    data-date={date}
                    data-reason={day.reason}
                    tabIndex={keys.tabbable === date ? 0 : -1}
                    aria-disabled={day.disabled || undefined}
                    onClick={() => !day.disabled && props.onChoose(date)}
                    onKeyDown={(event) => keys.onKey(date, event)}
                    onFocus={() => keys.onFocusDay(date)}
                  >
                    <span aria-hidden="true" className="date-grid__number">
                      {Number(date.slice(8))}
                    </span>
                    {day.price === undefined ? null : (
                      <span aria-hidden="true" className="date-grid__price">
                        {day.price}
                      </span>
                    )}
                    <span aria-hidden="true" className="date-grid__marker">
                      {day.marker}
                    </span>
                    <span className="ik-visually-hidden">{day.label}</span>
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
