import { useState } from 'react';
import { today as todayOf } from '../../../../src/core/clock';
import { venueSettings } from '../../../../src/core/venue-settings';
import {
  bookStayQueryString,
  readBookStayQuery,
} from '../../../../src/domain/stay/book-stay-query';
import { bookStayPath } from '../../../../src/domain/stay/book-stay-path';
import { externalHandoff } from '../../../../src/domain/stay/external-handoff';
import { locationVenue } from '../../../../src/domain/routes/location-venue';
import { priceHorizon } from '../../../../src/domain/calendar/price-horizon';
import { ConnectedStayCalendar } from '../../../../src/ui/stay-calendar/ConnectedStayCalendar';
import { useWideLayout } from '../../../../src/ui/stay-calendar/use-wide-layout';
import { useConfig } from '../../../../src/ui/widget-context';
import { useEngine } from '../../engine-context';
import { ScreenHeading } from '../../ScreenHeading';
import { AccessibleRoomsCheckbox } from '../book-stay/AccessibleRoomsCheckbox';
import type { ScreenProps } from '../../screen-props';

/**
 * The stay search ("Search Availability"): the shared stay calendar; "Check availability"
 * opens Book your Stay inside the engine (with `?accessible=1` when "Accessible rooms" is
 * ticked), or the external engine when the venue says so.
 */
export default function StaySearch({ route, params, search: query }: ScreenProps) {
  const config = useConfig();
  const { open } = useEngine();
  const wide = useWideLayout();
  const location = params.location ?? '';
  const venue = locationVenue(location);
  const settings = venueSettings(venue, config);
  const today = todayOf();
  const { promo, accessible: asked } = readBookStayQuery(query);
  const [accessible, setAccessible] = useState(asked);
  return (
    <section className="screen" aria-label={route.title}>
      <ScreenHeading title={route.title} />
      <AccessibleRoomsCheckbox checked={accessible} onChange={setAccessible} />
      <ConnectedStayCalendar
        query={{ venue, promo }}
        today={today}
        lastMonth={priceHorizon(settings, today).lastDay.slice(0, 7)}
        shown={wide ? 2 : 1}
        minNights={settings.minNights}
        packageMode={false}
        lowAvailability={settings.lowAvailability}
        initial={{ adults: 2 }}
        onSearch={(chosen) => {
          const stay = { ...chosen, venue, location };
          const where = externalHandoff(stay, settings);
          if (!where) open(`${bookStayPath(stay)}${bookStayQueryString({ promo, accessible })}`);
          else if (where.target === '_blank') window.open(where.url, '_blank', 'noopener');
          else window.location.assign(where.url);
        }}
      />
    </section>
  );
}
