import { useMemo, useState } from 'react';
import { type StayRange, nearestBookableRange } from '../../domain/calendar/nearest-bookable-range';
import { nightsBetween } from '../../domain/stay/nights-between';
import { calendarDays } from '../../domain/calendar/calendar-days';
import { shortestStays } from '../../domain/calendar/shortest-stay';
import type { MonthPrices } from '../../domain/calendar/stay-day';
import { stayDayStatus } from '../../domain/calendar/stay-day-status';
import { MAX_STAY_NIGHTS, stayRangeProblem } from '../../domain/calendar/stay-range-problem';
import {
  NO_SELECTION,
  type SelectionContext,
  type StaySelection,
  selectStayDay,
} from '../../domain/calendar/stay-selection';
import { withStayNights } from '../../domain/calendar/stay-selection-nights';
import { type StayStepperField, clampStepper } from '../../domain/stay/stay-steppers';
import { stayTotal } from '../../domain/stay/stay-total';
import type { StayCounts } from './GuestSteppers';

export interface StaySelectionOptions {
  today: string;
  months: Readonly<Record<string, MonthPrices>>;
  minNights: number;
  packageMode: boolean;
  lowAvailability: number;
  initial?: Partial<StayCounts>;
  /** A range to start with (a search restored after Back); ignored when it starts before today. */
  initialRange?: { readonly start: string; readonly end: string } | null;
}

/** The calendar's range, steppers and everything derived from them and the prices. */
export function useStaySelection(options: StaySelectionOptions) {
  const { today, months, packageMode } = options;
  const [selection, setSelection] = useState<StaySelection>(() => {
    const range = options.initialRange;
    if (!range || range.start < today || range.end <= range.start) return NO_SELECTION;
    return { ...NO_SELECTION, start: range.start, end: range.end };
  });
  const [counts, setCounts] = useState<StayCounts>(() => ({
    nights: clampStepper('nights', options.initial?.nights ?? 1),
    adults: clampStepper('adults', options.initial?.adults ?? 2),
    children: clampStepper('children', options.initial?.children ?? 0),
    infants: clampStepper('infants', options.initial?.infants ?? 0),
  }));
  const guests = counts.adults + counts.children;
  const dayOf = useMemo(() => calendarDays(Object.values(months), guests), [months, guests]);
  const shortestOf = useMemo(() => shortestStays(dayOf), [dayOf]);
  const ctx: SelectionContext = { today, dayOf, minNights: options.minNights, packageMode };

  const { start, end } = selection;
  const nights = start && end ? nightsBetween(start, end) : counts.nights;
  const openStart = start && !end ? start : null;
  const problem = start && end ? stayRangeProblem(start, end, dayOf) : null;
  return {
    selection,
    counts: { ...counts, nights },
    nights,
    dayOf,
    shortestOf,
    problem,
    nearest: start && problem ? nearestBookableRange(start, nights, dayOf, { today }) : null,
    total: start && end ? stayTotal(start, end, dayOf) : null,
    ready: start !== null && end !== null && nights >= 1 && nights <= MAX_STAY_NIGHTS,
    statusOf: (date: string) =>
      stayDayStatus(date, { today, dayOf, openStart, lowBelow: options.lowAvailability }),
    placeOf: (date: string) => {
      if (date === start) return 'arrival' as const;
      if (date === end) return 'departure' as const;
      return start && end && date > start && date < end ? ('within' as const) : null;
    },
    choose: (date: string) => setSelection((s) => selectStayDay(s, date, ctx)),
    chooseRange: (range: StayRange) =>
      setSelection({
        start: range.start,
        end: range.end,
        minimumNights: false,
        offer: packageMode ? (dayOf(range.start)?.offer ?? null) : null,
      }),
    change: (field: StayStepperField, value: number) => {
      const next = clampStepper(field, value);
      setCounts((c) => ({ ...c, [field]: next }));
      if (field === 'nights') setSelection((s) => withStayNights(s, next, ctx));
    },
  };
}
