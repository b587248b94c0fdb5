import { guestsText } from './guests-text';
import { MONTH_NAMES } from '../calendar/month-names';
import type { StaySearch } from '../stay/stay-search';

const short = (month: number) => MONTH_NAMES[month - 1]!.slice(0, 3);
const parts = (iso: string) => iso.slice(0, 10).split('-').map(Number) as [number, number, number];

/**
 * The booking bar's one-line search (issue 38 §2): "22–24 Dec · 2 adults", "30 Dec – 2 Jan ·
 * 2 adults, 1 child", and the years when the stay crosses into another one ("30 Dec 2026 –
 * 2 Jan 2027"). Babies are the search's `infants`.
 */
export function stayBarText(
  search: Pick<StaySearch, 'arrival' | 'departure' | 'adults' | 'children' | 'infants'>,
): string {
  const [fromYear, fromMonth, fromDay] = parts(search.arrival);
  const [toYear, toMonth, toDay] = parts(search.departure);
  const dates =
    fromYear !== toYear
      ? `${fromDay} ${short(fromMonth)} ${fromYear} – ${toDay} ${short(toMonth)} ${toYear}`
      : fromMonth !== toMonth
        ? `${fromDay} ${short(fromMonth)} – ${toDay} ${short(toMonth)}`
        : `${fromDay}–${toDay} ${short(toMonth)}`;
  const guests = guestsText({
    Adults: search.adults,
    Children: search.children,
    Youth: search.infants,
  });
  return guests ? `${dates} · ${guests}` : dates;
}
