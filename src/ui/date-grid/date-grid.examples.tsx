import { useId, useRef, useState } from 'react';
import { calendarDays } from '../../domain/calendar/calendar-days';
import { shortestStays } from '../../domain/calendar/shortest-stay';
import { stayDayStatus } from '../../domain/calendar/stay-day-status';
import { readyMonth } from '../../testing/stay-days';
import { stayGridDay } from '../stay-calendar/stay-grid-day';
import type { KitSection } from '../styleguide/kit-example';
import { DateGrid, type GridDay } from './DateGrid';
import { useDateGrid } from './use-date-grid';

// One December of stay prices for every example, today the 3rd: the 1st and 2nd have passed.
const TODAY = '2026-12-03';
const MONTH = '2026-12';
const dayOf = calendarDays(
  [
    readyMonth(MONTH, {
      '2026-12-08': { roomsAvailable: 2 },
      '2026-12-11': { minNights: 2, maxNights: 2, fixedStay: true, price: 112 },
      '2026-12-13': { unavailable: 'sold-out', price: null, roomsAvailable: 0 },
      '2026-12-19': { price: 170 },
      '2026-12-25': { unavailable: 'closed' },
      '2026-12-31': { unavailable: 'no-rate', price: null },
    }),
  ],
  2,
);
const shortestOf = shortestStays(dayOf);

interface Range {
  start: string | null;
  end?: string | null;
  loading?: boolean;
  /** Days drawn with the focus ring (a still of focus: the style guide cannot hold focus). */
  focusRing?: string;
}

/** The days as the stay calendar gives them to the grid, for a range and a loading state. */
function stayDays({ start, end = null, loading = false, focusRing }: Range) {
  const openStart = start && !end ? start : null;
  return (date: string): GridDay => {
    const place =
      date === start
        ? 'arrival'
        : date === end
          ? 'departure'
          : start && end && date > start && date < end
            ? 'within'
            : null;
    // While a month loads the calendar knows none of its days.
    const known = loading ? () => undefined : dayOf;
    const day = stayGridDay({
      date,
      day: known(date),
      status: stayDayStatus(date, { today: TODAY, dayOf: known, openStart }),
      place,
      loading,
      shortest: loading ? null : shortestOf(date),
    });
    return date === focusRing ? { ...day, className: `${day.className} sg-focus-ring` } : day;
  };
}

interface ExampleMonthProps {
  renderDay: (date: string) => GridDay;
  busy?: boolean;
  preferred?: string | null;
  onChoose?: (date: string) => void;
}

/** December as the kit's date grid, with its own keys (arrows, Home/End, Page Up/Down). */
function ExampleMonth({ renderDay, busy = false, preferred = null, onChoose }: ExampleMonthProps) {
  const root = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const keys = useDateGrid({ today: TODAY, lastMonth: MONTH, shown: 1, preferred, root });
  return (
    <div ref={root} className="sg-date-grid">
      <h3 id={titleId} className="sg-date-grid__title">
        December 2026
      </h3>
      <DateGrid
        month={MONTH}
        labelledBy={titleId}
        busy={busy}
        className="sg-date-grid__grid"
        dayClassName="sg-date-grid__day"
        keys={keys}
        renderDay={renderDay}
        onChoose={onChoose ?? (() => {})}
      />
    </div>
  );
}

/** A chosen arrival: choose another day to move it; later days then give the stay's total. */
function ChosenArrival() {
  const [start, setStart] = useState('2026-12-07');
  return <ExampleMonth renderDay={stayDays({ start })} preferred={start} onChoose={setStart} />;
}

export const dateGridExamples: KitSection = {
  title: 'DateGrid',
  id: 'date-grid',
  examples: [
    {
      name: 'selected',
      note: 'The chosen day is filled. Each day is named in full: “Monday 7 December 2026, arrival, from £120 for 1 night, 10 rooms left”; later days say the nights and the stay’s total.',
      render: () => <ChosenArrival />,
    },
    {
      name: 'in-range',
      note: 'Both ends filled; the nights between lighter and dashed. In forced colours the ends take Highlight and the nights between a Highlight border.',
      render: () => (
        <ExampleMonth
          renderDay={stayDays({ start: '2026-12-07', end: '2026-12-10' })}
          preferred="2026-12-07"
        />
      ),
    },
    {
      name: 'disabled-with-reason',
      note: 'Past, sold-out, closed and unpriced days are dotted and struck through, their reason in small print and in the name (“Sunday 13 December 2026, Sold out”). They stay focusable, so the reason can be heard.',
      render: () => <ExampleMonth renderDay={stayDays({ start: null })} />,
    },
    {
      name: 'focused',
      note: 'The 9th shows the theme’s focus ring as a still; Tab into any grid here and use the arrow keys to move the real one. One day is in the tab order.',
      render: () => <ExampleMonth renderDay={stayDays({ start: null, focusRing: '2026-12-09' })} />,
    },
    {
      name: 'loading',
      note: 'While prices load the grid is busy, each price a stand-in of its size, every day disabled and named “prices loading”.',
      render: () => <ExampleMonth busy renderDay={stayDays({ start: null, loading: true })} />,
    },
  ],
};
