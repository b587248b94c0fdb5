import type { ShortestStay } from '../../domain/calendar/shortest-stay';
import type { StayDay } from '../../domain/calendar/stay-day';
import { stayDayLabel } from '../../domain/calendar/stay-day-label';
import type { StayDayStatus } from '../../domain/calendar/stay-day-status';
import type { GridDay } from '../date-grid/DateGrid';

export interface StayGridDayInput {
  date: string;
  day: StayDay | undefined;
  status: StayDayStatus;
  place: 'arrival' | 'departure' | 'within' | null;
  loading: boolean;
  /** As an arrival: its shortest stay and that stay's total (named, not shown). */
  shortest: ShortestStay | null;
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

/** One day of the stay calendar for the date grid: price, marker and a name that says it all. */
export function stayGridDay(input: StayGridDayInput): GridDay {
  const { day, status, place, loading } = input;
  const className = [
    place ? `is-${place}` : '',
    status.reason && status.reason !== 'past' ? 'is-restricted' : '',
    status.reason === 'past' ? 'is-past' : '',
    status.lowAvailability ? 'is-low' : '',
  ].filter(Boolean);
  return {
    label: stayDayLabel(input),
    selected: place === null ? null : place === 'within' ? 'within' : 'chosen',
    disabled: !status.selectable || loading,
    price: loading ? <span className="date-grid__skeleton" /> : priceText(day, status),
    marker: loading ? '' : marker(day, status),
    className: className.join(' '),
    reason: status.reason ?? undefined,
  };
}
