import type { Venue } from '../../src/domain/calendar/stay-day';
import type { CalendarSearch } from '../../src/ui/stay-calendar/StayCalendar';

/** The key of the page's history entry under which each venue's last search is kept. */
const KEY = 'ikStaySearch';

type Saved = Partial<Record<Venue, CalendarSearch>>;

function saved(): Saved {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null) return {};
  const value = (state as Record<string, unknown>)[KEY];
  return typeof value === 'object' && value !== null ? (value as Saved) : {};
}

/**
 * Keeps a search in this page's history entry before a same-tab hand-off, so that Back to the
 * page finds the dates and guests again (the page's own history state is kept).
 */
export function rememberSearch(venue: Venue, search: CalendarSearch): void {
  const state: unknown = window.history.state;
  const base = typeof state === 'object' && state !== null ? state : {};
  window.history.replaceState({ ...base, [KEY]: { ...saved(), [venue]: search } }, '');
}

/** The search kept for this venue in this page's history entry, if any. */
export function rememberedSearch(venue: Venue): CalendarSearch | null {
  const search = saved()[venue];
  if (!search || typeof search.arrival !== 'string' || typeof search.departure !== 'string') {
    return null;
  }
  return search;
}
