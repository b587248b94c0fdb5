import { useEffect, useId, useRef } from 'react';
import {
  type UnavailableReason,
  unavailableText,
} from '../../../../src/domain/activities/day-availability';
import { formatMonth } from '../../../../src/domain/format-date';
import { formatWeekdayDate } from '../../../../src/domain/format-weekday-date';
import { monthGrid } from '../../../../src/domain/month-grid';
import { Button } from '../../../../src/ui/Button';
import { useDateGrid } from '../../../../src/ui/date-grid/use-date-grid';

const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;

const SHORT: Record<UnavailableReason, string> = {
  past: '',
  closed: 'Closed',
  'before-season': '',
  'after-last-date': '',
  none: '',
  started: '',
  full: 'Full',
};

export interface ActivityCalendarProps {
  /** The first day that may be chosen (today, or the season's start). */
  firstDay: string;
  /** The last month the guest may turn to, `YYYY-MM`. */
  lastMonth: string;
  selected: string | null;
  /** The month's sessions are loading: every day waits. */
  loading: boolean;
  reasonOf: (day: string) => UnavailableReason | null;
  onMonth: (month: string) => void;
  onChoose: (day: string) => void;
}

/**
 * One month of an activity screen (booking-engine.md §2): days without sessions, full days
 * and closed dates greyed out and disabled, each with its reason in its accessible name; the
 * WAI-ARIA date grid's keys (arrows, Home/End, Page Up/Down); a month at a time.
 */
export function ActivityCalendar(props: ActivityCalendarProps) {
  const root = useRef<HTMLDivElement>(null);
  const grid = useDateGrid({
    today: props.firstDay,
    lastMonth: props.lastMonth,
    shown: 1,
    preferred: props.selected,
    root,
  });
  const month = grid.visible[0]!;
  const title = formatMonth(month);
  const titleId = useId();
  const { onMonth } = props;
  // The month shown (turned by its buttons or by the keys) is the one the screen loads.
  useEffect(() => onMonth(month), [month, onMonth]);
  return (
    <div ref={root} part="activity-calendar" className="activity-calendar">
      <div className="activity-calendar__head">
        <Button
          variant="quiet"
          part="previous-month"
          aria-disabled={!grid.canGoBack}
          onClick={() => grid.go(-1)}
        >
          <span aria-hidden="true">‹</span>
          <span className="ik-visually-hidden">Previous month</span>
        </Button>
        <h2 id={titleId} className="activity-calendar__title" aria-live="polite">
          {title}
        </h2>
        <Button
          variant="quiet"
          part="next-month"
          aria-disabled={!grid.canGoForward}
          onClick={() => grid.go(1)}
        >
          <span aria-hidden="true">›</span>
          <span className="ik-visually-hidden">Next month</span>
        </Button>
      </div>
      <table
        role="grid"
        className="activity-calendar__grid"
        aria-labelledby={titleId}
        aria-busy={props.loading || undefined}
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
          {monthGrid(month).map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => {
                if (day === null) return <td key={d} role="gridcell" className="blank" />;
                const reason = props.loading ? null : props.reasonOf(day);
                const off = props.loading || reason !== null;
                const chosen = props.selected === day;
                const words = props.loading
                  ? 'Loading sessions.'
                  : reason
                    ? unavailableText(reason)
                    : chosen
                      ? 'Chosen.'
                      : 'Sessions available.';
                return (
                  <td key={day} role="gridcell" aria-selected={chosen}>
                    <button
                      type="button"
                      part="day"
                      className="activity-day"
                      data-date={day}
                      data-reason={reason ?? undefined}
                      tabIndex={grid.tabbable === day ? 0 : -1}
                      aria-disabled={off || undefined}
                      onClick={() => !off && props.onChoose(day)}
                      onKeyDown={(event) => grid.onKey(day, event)}
                      onFocus={() => grid.onFocusDay(day)}
                    >
                      <span aria-hidden="true" className="activity-day__number">
                        {Number(day.slice(8))}
                      </span>
                      <span aria-hidden="true" className="activity-day__marker">
                        {reason ? SHORT[reason] : ''}
                      </span>
                      <span className="ik-visually-hidden">{`${formatWeekdayDate(day)}, ${words}`}</span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
