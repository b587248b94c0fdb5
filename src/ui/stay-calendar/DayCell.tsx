import type { KeyboardEvent } from 'react';
import type { StayDay } from '../../domain/stay-day';
import { stayDayLabel } from '../../domain/stay-day-label';
import type { StayDayStatus } from '../../domain/stay-day-status';

export interface DayCellProps {
  date: string;
  day: StayDay | undefined;
  status: StayDayStatus;
  place: 'arrival' | 'departure' | 'within' | null;
  loading: boolean;
  /** The one day of the grid in the tab order (roving tabindex). */
  tabbable: boolean;
  onChoose: (date: string) => void;
  onKey: (date: string, event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocusDay: (date: string) => void;
}

const SHORT: Partial<Record<NonNullable<StayDayStatus['reason']>, string>> = {
  'sold-out': 'Full',
  closed: 'Closed',
  'no-rate': 'None',
  'night-unavailable': 'Not free',
  'no-plan': 'Not free',
  'too-long': 'Too long',
};

/** The small print under a day's price: a marker told in words, never by colour alone. */
function marker(day: StayDay | undefined, status: StayDayStatus): string {
  if (status.reason === 'past') return '';
  if (status.reason === 'min-stay') {
    return status.role === 'departure' ? 'Too short' : `Min ${day?.minNights ?? ''}`;
  }
  if (status.reason === 'max-stay') return 'Too long';
  const short = status.reason ? SHORT[status.reason] : undefined;
  if (short) return short;
  if (status.role === 'departure' && status.nights !== null) {
    return status.nights === 1 ? '1 night' : `${status.nights} nights`;
  }
  if (status.lowAvailability && day) return `${day.roomsAvailable} left`;
  return '';
}

function priceText(day: StayDay | undefined, status: StayDayStatus): string {
  if (status.reason === 'past') return '';
  if (status.role === 'departure')
    return status.total !== null ? `£${Math.floor(status.total)}` : '';
  return day && day.price !== null && day.unavailable === null ? `£${Math.floor(day.price)}` : '';
}

/** One day of the date grid: a button named with everything the cell shows. */
export function DayCell(props: DayCellProps) {
  const { date, day, status, place, loading, tabbable } = props;
  const disabled = !status.selectable || loading;
  const flags = [
    place ? `is-${place}` : '',
    status.reason && status.reason !== 'past' ? 'is-restricted' : '',
    status.reason === 'past' ? 'is-past' : '',
    status.lowAvailability ? 'is-low' : '',
  ].filter(Boolean);
  return (
    <td role="gridcell" aria-selected={place !== null} className={flags.join(' ')}>
      <button
        type="button"
        part="day"
        className="day"
        data-date={date}
        tabIndex={tabbable ? 0 : -1}
        aria-disabled={disabled || undefined}
        onClick={() => !disabled && props.onChoose(date)}
        onKeyDown={(event) => props.onKey(date, event)}
        onFocus={() => props.onFocusDay(date)}
      >
        <span aria-hidden="true" className="day__number">
          {Number(date.slice(8))}
        </span>
        <span aria-hidden="true" className="day__price">
          {loading ? <span className="day__skeleton" /> : priceText(day, status)}
        </span>
        <span aria-hidden="true" className="day__marker">
          {loading ? '' : marker(day, status)}
        </span>
        <span className="ik-visually-hidden">
          {stayDayLabel({ date, day, status, place, loading })}
        </span>
      </button>
    </td>
  );
}
