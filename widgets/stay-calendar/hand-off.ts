import { track } from '../../src/core/analytics';
import type { Config } from '../../src/core/config';
import type { StayHandoffDetail } from '../../src/core/events';
import type { Venue } from '../../src/domain/calendar/stay-day';
import { stayHandoff } from '../../src/domain/stay/stay-handoff';
import type { StaySearch } from '../../src/domain/stay/stay-search';
import { staySearchEvent } from '../../src/domain/stay/stay-search-event';
import type { VenueConfig } from '../../src/domain/routes/venue-config';
import type { CalendarSearch } from '../../src/ui/stay-calendar/StayCalendar';
import type { WidgetContextValue } from '../../src/ui/widget-context';
import { rememberSearch } from './search-history';

export interface HandOffInput {
  venue: Venue;
  location: string;
  promo: string;
  config: Config;
  settings: VenueConfig;
  widget: WidgetContextValue;
}

/**
 * "Check availability": report the search (GA4 `search`), tell the page with the cancelable
 * `ik-before-handoff`, then go — the same tab, or a new one for the external engine when the
 * venue says so (public-site.md §2).
 */
export function handOff(chosen: CalendarSearch, input: HandOffInput): void {
  const search: StaySearch = { ...chosen, venue: input.venue, location: input.location };
  const where = handoffOf(search, input);
  const { host, emit } = input.widget;
  track(staySearchEvent(search, input.promo), host);
  const detail: StayHandoffDetail = {
    ...where,
    venue: input.venue,
    arrival: chosen.arrival,
    departure: chosen.departure,
    nights: chosen.nights,
    guests: { adults: chosen.adults, children: chosen.children, infants: chosen.infants },
    offer: chosen.offer,
  };
  // Kept in this page's history entry first, so Back after a same-tab hand-off finds it.
  if (where.target === '_self') rememberSearch(input.venue, chosen);
  if (!emit('ik-before-handoff', detail, { cancelable: true })) return;
  if (where.target === '_blank') window.open(where.url, '_blank', 'noopener');
  else window.location.assign(where.url);
}

function handoffOf(search: StaySearch, input: HandOffInput) {
  return stayHandoff(search, input.promo, { ...input.settings, bookBase: input.config.bookBase });
}

/**
 * A range is complete (or no longer is: `null`): get the same-tab hand-off's Book your Stay
 * ready before the guest presses "Check availability" (`prerenderHandoff`, a chunk of its own
 * fetched with the first complete range, so the calendar's first load does not carry it).
 * Nothing is reported or remembered here; a new tab's external engine is never prepared.
 */
export function prepareHandOff(chosen: CalendarSearch | null, input: HandOffInput): void {
  const where = chosen
    ? handoffOf({ ...chosen, venue: input.venue, location: input.location }, input)
    : null;
  const url = where?.target === '_self' ? where.url : null;
  // Settled in the order asked: the module's promise is the same for every call.
  void import('./prerender-handoff').then(({ prerenderHandoff }) => prerenderHandoff(url));
}
