import type { ReactNode } from 'react';
import { nowMs, today } from '../../../../src/core/clock';
import { instantOnDay } from '../../../../src/domain/policies/instant-on-day';
import { startWhenText, stayWhenText } from '../../../../src/domain/account/booking-when-text';
import { paymentFacts } from '../../../../src/domain/account/payment-facts-text';
import { guestsText } from '../../../../src/domain/text/guests-text';
import { bookedItemWords } from '../../../../src/domain/policies/booked-item-words';
import type { MyBookingsAnswer, MySpaItem, MyStayRoom } from '../../../../src/schemas/my-bookings';
import type { Fact } from '../../../../src/ui/FactList';
import { LinkButton } from '../../../../src/ui/LinkButton';
import { useEngine } from '../../engine-context';
import { Booking, Section } from './BookingCard';
import { ItemAfterBooking } from './ItemAfterBooking';
import { GiftCardList, PaymentList } from './PurchaseLists';

const spaFacts = (item: MySpaItem, now: number): Fact[] => [
  ...(item.BookingRef ? [{ label: 'Reference', value: item.BookingRef }] : []),
  ...bookedItemWords(item, item.BookStartTime.slice(0, 16), now),
];

function spaList(
  items: MySpaItem[],
  art: 'spa' | 'activity',
  highlight: string,
  bookings: MyBookingsAnswer,
  now: number,
) {
  return items.map((item) => (
    <Booking
      key={item.FolioItemId ?? item.SpaFolioId}
      art={art}
      title={item.ItemName}
      reference={item.BookingRef}
      highlight={highlight}
      item={item}
      when={startWhenText(item.BookStartTime, item.ServiceTime)}
      facts={spaFacts(item, now)}
      payment={paymentFacts(item.TotalPrice, item.BalanceDue, item.Paid ?? [], 'Price')}
      actions={<ItemAfterBooking item={item} title={item.ItemName} bookings={bookings} />}
    />
  ));
}

/**
 * The four lists of my bookings, each with its empty message (booking-engine.md §8), then the
 * payments and gift cards bought, when there are any (issue 15).
 */
export function BookingLists({
  bookings,
  highlight,
  stayActions,
}: {
  bookings: MyBookingsAnswer;
  highlight: string;
  /** Controls under each booked room (its extras drawer). */
  stayActions?: (room: MyStayRoom) => ReactNode;
}) {
  const { base } = useEngine();
  // The instant the terms are read at, on the hotel's (maybe pinned) today, as the server's.
  const now = instantOnDay(today(), nowMs());
  const rooms = Object.entries(bookings.Stays)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([, stay]) => stay.rooms);
  return (
    <>
      <Section title="Stays" empty="You have no stays booked.">
        {rooms.map((room) => (
          <Booking
            key={room.PMSFolioId}
            title={room.Details || 'Room'}
            reference={room.BookingRef}
            highlight={highlight}
            item={room}
            photo={room.Picture}
            art="stay"
            when={stayWhenText(room.ArrivalDate, room.DepartureDate, room.Nights)}
            payment={paymentFacts(room.TotalStayRateIncl, room.BalanceDue, room.Paid ?? [])}
            actions={
              <>
                <ItemAfterBooking item={room} title={room.Details || 'Room'} bookings={bookings} />
                {room.Cancelled ? null : (
                  <>
                    {stayActions?.(room)}
                    {/* Tables for the stay's nights (booking-engine.md §2 Dining). */}
                    <LinkButton
                      part="reserve-table"
                      href={`${base}/my-booking/restaurants/${room.ArrivalDate}`}
                    >
                      Reserve a table<span className="ik-visually-hidden">: {room.Details}</span>
                    </LinkButton>
                    {/* The treatments screen, its drawer starting on the day of arrival. */}
                    <LinkButton
                      href={`${base}/my-booking/treatments/${room.ArrivalDate}`}
                      part="button add-treatments"
                    >
                      Add spa treatments
                      <span className="ik-visually-hidden">: {room.Details || 'Room'}</span>
                    </LinkButton>
                  </>
                )}
              </>
            }
            facts={[
              {
                label: 'Guests',
                // As booked: "2 adults, 1 child, 1 baby" (ResortSuite's Youth are babies).
                value: guestsText({
                  Adults: room.NumAdults,
                  Children: room.NumChildren,
                  Youth: room.NumYouth,
                }),
              },
              ...(room.SpecialServices.length
                ? [
                    {
                      label: 'Extras',
                      value: room.SpecialServices.map(
                        (s) => s.PMSSpecialService.PMSSpecialServiceName,
                      ).join(', '),
                    },
                  ]
                : []),
              ...(room.BookingRef ? [{ label: 'Reference', value: room.BookingRef }] : []),
              ...bookedItemWords(room, room.ArrivalDate, now),
            ]}
          />
        ))}
      </Section>
      <Section title="Treatments" empty="No treatments booked.">
        {spaList(bookings.Treatments, 'spa', highlight, bookings, now)}
      </Section>
      <Section title="Active sessions" empty="No active sessions booked.">
        {spaList(bookings.Active, 'activity', highlight, bookings, now)}
      </Section>
      <Section title="Dining" empty="No dining reservations booked.">
        {bookings.Dining.map((d) => (
          <Booking
            key={d.Reference}
            title={d.DiningVenue}
            reference={d.BookingRef}
            highlight={highlight}
            item={d}
            art="dining"
            when={startWhenText(`${d.date}T${d.start}`)}
            actions={<ItemAfterBooking item={d} title={d.DiningVenue} bookings={bookings} />}
            facts={[
              { label: 'Party size', value: d.PartySize },
              { label: 'Name', value: `${d.FirstName} ${d.LastName}` },
              { label: 'Reference', value: d.Reference },
              ...(d.Details ? [{ label: 'Details', value: d.Details }] : []),
              ...bookedItemWords(d, `${d.date}T${d.start}`, now),
            ]}
          />
        ))}
      </Section>
      <PaymentList payments={bookings.Payments} highlight={highlight} />
      <GiftCardList cards={bookings.GiftCards} highlight={highlight} />
    </>
  );
}
