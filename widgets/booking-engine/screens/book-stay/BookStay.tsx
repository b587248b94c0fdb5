import { Suspense, lazy, useEffect, useState } from 'react';
import { today as todayOf } from '../../../../src/core/clock';
import { bookStayChanges } from '../../../../src/domain/stay/book-stay-changes';
import { accessibleRoomTypes } from '../../../../src/domain/rooms/accessible-room-types';
import {
  bookStayQueryString,
  readBookStayQuery,
} from '../../../../src/domain/stay/book-stay-query';
import { bookStayKey } from '../../../../src/domain/stay/book-stay-key';
import { bookStayPath } from '../../../../src/domain/stay/book-stay-path';
import { bookStaySearch } from '../../../../src/domain/stay/book-stay-search';
import { formatDate } from '../../../../src/domain/format/format-date';
import { STAY_TIMES } from '../../../../src/domain/stay/stay-times';
import { addProductRoomLabel } from '../../../../src/domain/stay/stay-product';
import { VENUE_DEFAULTS } from '../../../../src/domain/routes/venue-config';
import type { RoomRateOptionAnswer } from '../../../../src/schemas/rates';
import { $cart, $session } from '../../../../src/stores';
import {
  $addFailure,
  $adding,
  $rates,
  addRoom,
  loadRates,
  selectRate,
} from '../../../../src/stores/engine/index';
import { useStyles } from '../../../../src/ui/styles';
import { useStore } from '../../../../src/ui/use-store';
import { useWidget } from '../../../../src/ui/widget-context';
import { useEngine } from '../../engine-context';
import { ScreenHeading } from '../../ScreenHeading';
import type { ScreenProps } from '../../screen-props';
import { AccessibleRoomsNote } from './AccessibleRoomsNote';
import { AdjustSearch } from './AdjustSearch';
import { useDetailDrawer } from './DetailDrawer';
import css from './book-stay.css?inline';
import { HoldEnded } from '../../HoldTime';
import { InCartPanel } from './InCartPanel';
import { NoRates } from './NoRates';
import { RoomTypeCard } from './RoomTypeCard';
import { Button } from '../../../../src/ui/Button';
import { Skeleton } from '../../../../src/ui/Skeleton';
import { CartSummaryPanel } from '../../summary/CartSummaryPanel';
import { useSearchSheet } from '../../summary/SearchSheet';
import { stayBarText } from '../../../../src/domain/text/stay-bar-text';

/** The nearby dates (issue 36 §3) load only when a search finds nothing. */
const NearbyStays = lazy(() => import('./NearbyStays'));

/**
 * Book your Stay (booking-engine.md §2, §4): the stay's rates grouped by room type, "Add room",
 * and the adjust-search sidebar. While rooms are in the cart the rates stay hidden, offering
 * another room or the cart.
 */
export default function BookStay({ route, params, search: query }: ScreenProps) {
  // Its stylesheet adopted, not a <style> element (a strict CSP's style-src 'self').
  useStyles(css);
  const { base, open } = useEngine();
  const { host } = useWidget();
  const today = todayOf();
  const search = bookStaySearch(params, today);
  // What was changed in the link (a past arrival, 99 nights …), said rather than done silently.
  const changes = bookStayChanges(params, search, today);
  const stayQuery = readBookStayQuery(query);
  const { promo, accessible } = stayQuery;
  const rates = useStore($rates);
  const adding = useStore($adding);
  const failure = useStore($addFailure);
  const cart = useStore($cart);
  const [addingMore, setAddingMore] = useState(false);
  const roomsInCart = cart.FolioItems.some((item) => item.Category === 'Hotel');
  const showRates = !roomsInCart || addingMore;
  const low = VENUE_DEFAULTS[search.venue].lowAvailability;
  // The "Accessible rooms" filter (?accessible=1) narrows what the search found.
  const shown = rates.status === 'loaded' ? accessibleRoomTypes(rates.roomTypes, accessible) : [];
  const allRoomsHref = `${base}${bookStayPath(search)}${bookStayQueryString({ ...stayQuery, accessible: false })}`;
  const key = bookStayKey(search, promo);

  // Logging in (here, or in another element of the page) brings a member's rates unasked.
  const customer = useStore($session)?.CustomerId ?? null;
  useEffect(() => {
    void loadRates(search, promo, host);
    // The key names every field of the search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, host, customer]);

  const add = (rate: RoomRateOptionAnswer) => {
    selectRate(rate, host);
    void addRoom(rate, search, promo, host).then((ok) => {
      if (ok) setAddingMore(false);
    });
  };
  const details = useDetailDrawer({
    nights: search.nights,
    arrival: search.arrival,
    lowAvailability: low,
    busy: adding !== null,
    onAdd: add,
  });
  // The booking bar's search (issue 38 §2): on a phone, the sidebar's form opens as a sheet.
  const searchSheet = useSearchSheet(stayBarText(search), (close) => (
    <AdjustSearch
      key={`${key}|${accessible}`}
      search={search}
      query={stayQuery}
      today={today}
      heading={false}
      onSearch={(path) => {
        close();
        open(path);
      }}
    />
  ));

  return (
    <section className="screen" aria-label={route.title}>
      <ScreenHeading title={route.title} />
      {searchSheet.button}
      <div className="book-stay">
        <div>
          <p className="stay-summary">
            {formatDate(search.arrival)} to {formatDate(search.departure)} · {search.nights}{' '}
            {search.nights === 1 ? 'night' : 'nights'}
          </p>
          {changes.length ? (
            <div role="status" part="search-changed" className="search-changed">
              {changes.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
          ) : null}
          <p className="stay-times">
            Check-in from {STAY_TIMES.checkIn}, check-out by {STAY_TIMES.checkOut}. Prices are
            all-in: taxes and charges included.
          </p>
          {failure ? (
            // Said once by the store's announcer; shown here beside the rooms.
            <p part="error" className="ik-error">
              {failure}
            </p>
          ) : null}
          {roomsInCart ? null : <HoldEnded />}
          {showRates && accessible && rates.status === 'loaded' && rates.roomTypes.length ? (
            <AccessibleRoomsNote
              shown={shown.length}
              total={rates.roomTypes.length}
              allRoomsHref={allRoomsHref}
            />
          ) : null}
          {!showRates ? (
            <InCartPanel
              base={base}
              addLabel={addProductRoomLabel(search.venue)}
              onAddAnother={() => setAddingMore(true)}
            />
          ) : rates.status === 'failed' ? (
            <div part="error" className="ik-error">
              <p>{rates.message}</p>
              <Button onClick={() => void loadRates(search, promo, host)}>Try again</Button>
            </div>
          ) : rates.status !== 'loaded' ? (
            // Two room shapes while the rates load: on a phone they fill the screen, so the
            // search below is already out of view and nothing the guest sees moves.
            <div role="status" className="rooms-loading">
              <span className="ik-visually-hidden">Finding rooms…</span>
              <Skeleton shape="photo" />
              <Skeleton />
              <Skeleton shape="photo" />
              <Skeleton />
            </div>
          ) : rates.roomTypes.length === 0 ? (
            <NoRates
              search={search}
              base={base}
              tried={query.alt === '1'}
              query={stayQuery}
              nearby={
                <Suspense fallback={<p role="status">Looking for nearby dates…</p>}>
                  <NearbyStays search={search} query={stayQuery} base={base} />
                </Suspense>
              }
            />
          ) : (
            <div className="rooms">
              {shown.map((roomType, index) => (
                <RoomTypeCard
                  key={roomType.PMSRoomTypeId}
                  roomType={roomType}
                  nights={search.nights}
                  arrival={search.arrival}
                  lowAvailability={low}
                  adding={adding}
                  eager={index === 0}
                  onAdd={add}
                  onDetails={details.show}
                />
              ))}
            </div>
          )}
        </div>
        <div className="book-stay__side">
          <AdjustSearch
            key={`${key}|${accessible}`}
            search={search}
            query={stayQuery}
            today={today}
            onSearch={(path) => open(path)}
          />
          <CartSummaryPanel />
        </div>
      </div>
      {details.drawer}
      {searchSheet.sheet}
    </section>
  );
}
