import { today } from '../../src/core/clock';
import { venueSettings } from '../../src/core/venue-settings';
import { priceHorizon } from '../../src/domain/calendar/price-horizon';
import type { Venue } from '../../src/domain/calendar/stay-day';
import { VENUES } from '../../src/domain/routes/venue-config';
import { ConnectedStayCalendar } from '../../src/ui/stay-calendar/ConnectedStayCalendar';
import { useWideLayout } from '../../src/ui/stay-calendar/use-wide-layout';
import { useConfig, useWidget } from '../../src/ui/widget-context';
import { handOff, prepareHandOff } from './hand-off';
import { rememberedSearch } from './search-history';

export interface StayCalendarElementProps {
  venue?: string;
  location?: string;
  promo?: string;
  packageMode?: boolean;
  minNights?: number;
  months?: number;
  adults?: number;
  heading?: string;
}

const isVenue = (value: unknown): value is Venue => VENUES.includes(value as Venue);

/** `<ik-stay-calendar>`: the shared stay calendar with the venue's settings and hand-off. */
export function StayCalendarElement(props: StayCalendarElementProps) {
  const config = useConfig();
  const widget = useWidget();
  const wide = useWideLayout();
  const venue = isVenue(props.venue) ? props.venue : 'lake';
  const settings = venueSettings(venue, config);
  const now = today();
  const lastMonth = priceHorizon(settings, now).lastDay.slice(0, 7);
  const shown = props.months === 1 || props.months === 2 ? props.months : wide ? 2 : 1;
  const minNights =
    props.minNights !== undefined && props.minNights >= 1 && props.minNights <= 28
      ? Math.trunc(props.minNights)
      : settings.minNights;
  const location = props.location ?? '';
  const promo = props.promo ?? '';
  // Back after a same-tab hand-off: the dates and guests of the search, from history.
  const restored = rememberedSearch(venue);
  return (
    <section
      part="container"
      className="container"
      aria-label={props.heading ? undefined : 'Stay search'}
    >
      {props.heading ? (
        <h2 part="heading" className="heading">
          {props.heading}
        </h2>
      ) : null}
      <ConnectedStayCalendar
        query={{ venue, promo }}
        today={now}
        lastMonth={lastMonth}
        shown={shown}
        minNights={minNights}
        packageMode={props.packageMode ?? false}
        lowAvailability={settings.lowAvailability}
        initial={
          restored
            ? {
                adults: restored.adults,
                children: restored.children,
                infants: restored.infants,
                nights: restored.nights,
              }
            : { adults: props.adults ?? 2 }
        }
        initialRange={restored ? { start: restored.arrival, end: restored.departure } : null}
        onSearch={(search) => handOff(search, { venue, location, promo, config, settings, widget })}
        onReady={(search) =>
          prepareHandOff(search, { venue, location, promo, config, settings, widget })
        }
      />
    </section>
  );
}
