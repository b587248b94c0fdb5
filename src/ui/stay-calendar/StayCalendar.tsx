import { type MouseEvent, useEffect, useId, useRef } from 'react';
import type { MonthPrices } from '../../domain/calendar/stay-day';
import type { StaySearch } from '../../domain/stay/stay-search';
import { GuestSteppers, type StayCounts } from './GuestSteppers';
import { MonthGrid } from './MonthGrid';
import { StaySummary } from './StaySummary';
import css from './stay-calendar.css?inline';
import { Button } from '../Button';
import { useStyles } from '../styles';
import { useDateGrid } from '../date-grid/use-date-grid';
import { useStaySelection } from './use-stay-selection';

/** A complete search, when the guest presses "Check availability". */
export interface CalendarSearch extends Omit<StaySearch, 'venue' | 'location'> {
  /** Package mode: the start date's offer. */
  readonly offer: string | null;
}

export interface StayCalendarProps {
  today: string;
  /** The last month with prices (`YYYY-MM`). */
  lastMonth: string;
  /** 1 or 2 months side by side. */
  shown: number;
  /** Every month's prices known so far; a month missing is loading. */
  months: Readonly<Record<string, MonthPrices>>;
  /** The months on screen changed (the container loads them and the next ones). */
  onShowMonths: (months: readonly string[]) => void;
  onRetry: (month: string) => void;
  minNights: number;
  packageMode: boolean;
  lowAvailability: number;
  initial?: Partial<StayCounts>;
  /** A range to start with (a search restored after Back). */
  initialRange?: { readonly start: string; readonly end: string } | null;
  onSearch: (search: CalendarSearch) => void;
  /** The search "Check availability" would make, each time it changes (`null`: none yet). */
  onReady?: (search: CalendarSearch | null) => void;
}

const LOADING: MonthPrices = { state: 'loading' };

/**
 * The stay calendar shared by `<ik-stay-calendar>` and the booking engine's stay search:
 * months of prices as date grids, range selection, the steppers, and "Check availability"
 * (disabled until the range has an end). Prices come in as props; a container loads them.
 * It brings its own stylesheet (adopted, never a `<style>` element: a strict CSP).
 */
export function StayCalendar(props: StayCalendarProps) {
  useStyles(css);
  const root = useRef<HTMLDivElement>(null);
  const stay = useStaySelection(props);
  const { selection } = stay;
  const problemId = useId();
  // The calendar itself says these dates cannot be booked: no search, and the button says why.
  const blocked = stay.problem !== null;
  const grid = useDateGrid({
    today: props.today,
    lastMonth: props.lastMonth,
    shown: props.shown,
    preferred: selection.start,
    root,
  });
  const visibleKey = grid.visible.join();
  const onShow = useRef(props.onShowMonths);
  onShow.current = props.onShowMonths;
  useEffect(() => {
    onShow.current(visibleKey.split(','));
  }, [visibleKey]);

  const ready: CalendarSearch | null =
    stay.ready && !blocked
      ? {
          ...stay.counts,
          arrival: selection.start!,
          departure: selection.end!,
          offer: selection.offer,
        }
      : null;
  const readyKey = ready ? JSON.stringify(ready) : '';
  const onReady = useRef(props.onReady);
  onReady.current = props.onReady;
  // Told of changes only: a calendar that mounts without a range says nothing (another
  // calendar on the page may have one).
  const toldKey = useRef('');
  useEffect(() => {
    if (readyKey === toldKey.current) return;
    toldKey.current = readyKey;
    onReady.current?.(readyKey ? (JSON.parse(readyKey) as CalendarSearch) : null);
  }, [readyKey]);

  const search = (event: MouseEvent<HTMLButtonElement>) => {
    // One search per click burst: the second click of a double click (detail 2) is not another.
    if (event.detail > 1 || !ready) return;
    props.onSearch(ready);
  };

  return (
    <div ref={root} part="calendar" className="calendar">
      <div className="calendar__nav">
        <button
          type="button"
          part="previous"
          className="nav"
          disabled={!grid.canGoBack}
          onClick={() => grid.go(-1)}
        >
          <span aria-hidden="true">‹</span> Previous month
        </button>
        <button
          type="button"
          part="next"
          className="nav"
          disabled={!grid.canGoForward}
          onClick={() => grid.go(1)}
        >
          Next month <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="calendar__months" data-shown={props.shown}>
        {grid.visible.map((month) => (
          <MonthGrid
            key={month}
            month={month}
            prices={props.months[month] ?? LOADING}
            dayOf={stay.dayOf}
            statusOf={stay.statusOf}
            shortestOf={stay.shortestOf}
            placeOf={stay.placeOf}
            keys={grid}
            onChoose={stay.choose}
            onRetry={props.onRetry}
          />
        ))}
      </div>
      <p part="legend" className="legend">
        Prices are the lowest nightly rate. Once you choose an arrival, later days show the total
        for the whole stay. “Min” marks a minimum stay, “Full” a sold-out day, and “left” fewer than{' '}
        {props.lowAvailability} rooms.
      </p>
      <StaySummary
        selection={selection}
        nights={stay.nights}
        total={stay.total}
        problem={stay.problem}
        problemId={problemId}
        nearest={stay.nearest}
        onChooseNearest={stay.chooseRange}
      />
      <GuestSteppers counts={stay.counts} onChange={stay.change} />
      <Button
        variant="primary"
        part="check"
        className="calendar__check"
        disabled={!stay.ready || blocked}
        aria-describedby={blocked ? problemId : undefined}
        onClick={search}
      >
        Check availability
      </Button>
    </div>
  );
}
