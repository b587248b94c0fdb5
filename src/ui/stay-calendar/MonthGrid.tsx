import { useId } from 'react';
import { formatMonth } from '../../domain/format/format-date';
import type { ShortestStay } from '../../domain/calendar/shortest-stay';
import type { MonthPrices, StayDay } from '../../domain/calendar/stay-day';
import type { StayDayStatus } from '../../domain/calendar/stay-day-status';
import { Button } from '../Button';
import { DateGrid, type DateGridProps } from '../date-grid/DateGrid';
import { stayGridDay } from './stay-grid-day';

export interface MonthGridProps {
  /** `YYYY-MM`. */
  month: string;
  prices: MonthPrices;
  dayOf: (date: string) => StayDay | undefined;
  statusOf: (date: string) => StayDayStatus;
  /** An arrival day's shortest stay and its total, for the day's name. */
  shortestOf: (date: string) => ShortestStay | null;
  placeOf: (date: string) => 'arrival' | 'departure' | 'within' | null;
  keys: DateGridProps['keys'];
  onChoose: (date: string) => void;
  onRetry: (month: string) => void;
}

/**
 * One month of the stay calendar: its title over the kit's date grid. While its prices load
 * the days show a skeleton in place of prices (the same size, so nothing moves); a month that
 * failed to load says so, and why (the API error's words for the guest), with a Try again
 * button instead of days that would look sold out.
 */
export function MonthGrid(props: MonthGridProps) {
  const { month, prices } = props;
  const id = useId();
  const title = formatMonth(month);
  const loading = prices.state === 'loading';
  return (
    <div role="group" part="month" className="month" aria-labelledby={id}>
      <h3 id={id} className="month__title">
        {title}
      </h3>
      {prices.state === 'failed' ? (
        <div part="month-error" className="month__error" role="alert">
          <p>
            We could not load the prices for {title}. {prices.message}
          </p>
          <Button onClick={() => props.onRetry(month)}>
            Try again<span className="ik-visually-hidden"> to load {title}</span>
          </Button>
        </div>
      ) : (
        <DateGrid
          month={month}
          labelledBy={id}
          busy={loading}
          className="month__grid"
          dayClassName="day"
          keys={props.keys}
          onChoose={props.onChoose}
          renderDay={(date) =>
            stayGridDay({
              date,
              day: props.dayOf(date),
              status: props.statusOf(date),
              place: props.placeOf(date),
              loading,
              shortest: loading ? null : props.shortestOf(date),
            })
          }
        />
      )}
    </div>
  );
}
