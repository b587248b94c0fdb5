import type { ReactNode } from 'react';
import { formatDate, formatTime } from '../../../../src/domain/format-date';
import { formatMoney } from '../../../../src/domain/format-money';
import type { MyBookingsAnswer, MySpaItem, MyStayRoom } from '../../../../src/schemas/my-bookings';

interface Fact {
  label: string;
  value: ReactNode;
}

function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="facts">
      {facts.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One booking; the one just made (its reference in `?ref=`) is marked in words, not colour alone. */
function Booking(props: {
  title: string;
  reference: string;
  highlight: string;
  facts: Fact[];
  actions?: ReactNode;
}) {
  const isNew = props.highlight !== '' && props.reference === props.highlight;
  return (
    <li
      className="panel"
      part={isNew ? 'booking new-booking' : 'booking'}
      data-new={isNew || undefined}
    >
      <h3>
        {props.title}
        {isNew ? <strong className="badge"> (Just booked)</strong> : null}
      </h3>
      <Facts facts={props.facts} />
      {props.actions}
    </li>
  );
}

function Section(props: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <section aria-label={props.title} part="booking-section">
      <h2>{props.title}</h2>
      {props.children.length ? (
        <ul className="booking-list">{props.children}</ul>
      ) : (
        <p>{props.empty}</p>
      )}
    </section>
  );
}

const spaFacts = (item: MySpaItem): Fact[] => [
  { label: 'Date', value: formatDate(item.BookStartTime) },
  { label: 'Time', value: formatTime(item.BookStartTime) },
  ...(item.ServiceTime ? [{ label: 'Duration', value: `${item.ServiceTime} minutes` }] : []),
  { label: 'Price', value: formatMoney(item.TotalPrice) },
  { label: 'Balance due', value: formatMoney(item.BalanceDue) },
  ...(item.BookingRef ? [{ label: 'Reference', value: item.BookingRef }] : []),
];

function spaList(items: MySpaItem[], highlight: string) {
  return items.map((item) => (
    <Booking
      key={item.SpaFolioId}
      title={item.ItemName}
      reference={item.BookingRef}
      highlight={highlight}
      facts={spaFacts(item)}
    />
  ));
}

/** The four lists of my bookings, each with its empty message (booking-engine.md §8). */
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
            actions={stayActions?.(room)}
            facts={[
              { label: 'Arrival', value: formatDate(room.ArrivalDate) },
              { label: 'Departure', value: formatDate(room.DepartureDate) },
              { label: 'Nights', value: room.Nights },
              {
                label: 'Guests',
                value: `${room.NumAdults} adults, ${room.NumYouth} youth, ${room.NumChildren} children`,
              },
              { label: 'Total', value: formatMoney(room.TotalStayRateIncl) },
              { label: 'Balance due', value: formatMoney(room.BalanceDue) },
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
            ]}
          />
        ))}
      </Section>
      <Section title="Treatments" empty="No treatments booked.">
        {spaList(bookings.Treatments, highlight)}
      </Section>
      <Section title="Active sessions" empty="No active sessions booked.">
        {spaList(bookings.Active, highlight)}
      </Section>
      <Section title="Dining" empty="No dining reservations booked.">
        {bookings.Dining.map((d) => (
          <Booking
            key={d.Reference}
            title={d.DiningVenue}
            reference={d.BookingRef}
            highlight={highlight}
            facts={[
              { label: 'Date', value: formatDate(d.date) },
              { label: 'Time', value: formatTime(d.start) },
              { label: 'Party size', value: d.PartySize },
              { label: 'Name', value: `${d.FirstName} ${d.LastName}` },
              { label: 'Reference', value: d.Reference },
              ...(d.Details ? [{ label: 'Details', value: d.Details }] : []),
            ]}
          />
        ))}
      </Section>
    </>
  );
}
