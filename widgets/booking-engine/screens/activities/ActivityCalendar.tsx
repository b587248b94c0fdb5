import { useEffect, useId, useRef } from 'react';
import {
  type ActivityDayOffer,
  activityDayLabel,
} from '../../../../src/domain/activities/activity-day-label';
import type { UnavailableReason } from '../../../../src/domain/activities/day-availability';
import { formatMonth } from '../../../../src/domain/format/format-date';
import { DateGrid } from '../../../../src/ui/date-grid/DateGrid';
import { MonthNav } from '../../../../src/ui/date-grid/MonthNav';
import { useDateGrid } from '../../../../src/ui/date-grid/use-date-grid';

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
  /** A day's cheapest open session and places left, for its name; none: not said. */
  offerOf?: (day: string) => ActivityDayOffer | null;
  onMonth: (month: string) => void;
  onChoose: (day: string) => void;
}

/**
 * One month of an activity screen (booking-engine.md §2): days without sessions, full days
 * and closed dates greyed out and disabled, each with its reason in its accessible name, and
 * an open day's name saying its lowest price and the places left (activity-day-label.ts); the
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
      <MonthNav
        keys={grid}
        title={title}
        titleId={titleId}
        level={2}
        titleClassName="activity-calendar__title"
      />
      <DateGrid
        month={month}
        labelledBy={titleId}
        busy={props.loading}
        className="activity-calendar__grid"
        dayClassName="activity-day date-grid__day--plain"
        keys={grid}
        onChoose={props.onChoose}
        renderDay={(day) => {
          const reason = props.loading ? null : props.reasonOf(day);
          const chosen = props.selected === day;
          const { loading } = props;
          const offer = loading || reason ? null : (props.offerOf?.(day) ?? null);
          return {
            label: activityDayLabel({ date: day, loading, reason, chosen, offer }),
            selected: chosen ? 'chosen' : null,
            disabled: loading || reason !== null,
            marker: reason ? SHORT[reason] : '',
            reason: reason ?? undefined,
          };
        }}
      />
    </div>
  );
}
