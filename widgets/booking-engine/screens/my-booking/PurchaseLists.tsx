import { formatDate } from '../../../../src/domain/format/format-date';
import { formatMoney } from '../../../../src/domain/format/format-money';
import type { MyGiftCard, MyPayment } from '../../../../src/schemas/my-bookings';
import { Booking, Section } from './BookingCard';

/** "····JK23", read as "ending in JK23" (the dots are not read out). */
function MaskedCode({ code }: { code: string }) {
  const ending = code.replace(/^·+/, '');
  return (
    <>
      <span aria-hidden="true">{code.slice(0, code.length - ending.length)}</span>
      <span className="ik-visually-hidden">ending in </span>
      {ending}
    </>
  );
}

const giftFacts = (card: MyGiftCard) => [
  { label: 'For', value: card.IssueToName },
  { label: 'Delivery', value: card.Method === 'E' ? 'By email' : 'By post' },
  card.Method === 'E'
    ? { label: 'Sent to', value: card.EmailAddress }
    : { label: 'Posted to', value: card.PostedTo },
  { label: 'Code', value: <MaskedCode code={card.Code} /> },
  { label: 'Valid until', value: formatDate(card.ValidUntil) },
  { label: 'Reference', value: card.BookingRef },
];

/** The gift cards bought that are still valid (issue 15); nothing when there are none. */
export function GiftCardList({ cards, highlight }: { cards: MyGiftCard[]; highlight: string }) {
  if (!cards.length) return null;
  return (
    <Section title="Gift cards" empty="">
      {cards.map((card) => (
        <Booking
          key={card.FolioItemId}
          art="gift"
          title={`Gift card ${formatMoney(card.Value)}`}
          reference={card.BookingRef}
          highlight={highlight}
          facts={giftFacts(card)}
        />
      ))}
    </Section>
  );
}

const PAID_TOWARDS = { PMSPayment: 'A stay', SPAPayment: 'The spa' } as const;

/** The stay and spa payments made in the last 12 months (issue 15); nothing when there are none. */
export function PaymentList({ payments, highlight }: { payments: MyPayment[]; highlight: string }) {
  if (!payments.length) return null;
  return (
    <Section title="Payments" empty="">
      {payments.map((payment) => (
        <Booking
          key={payment.FolioItemId}
          art={payment.Category === 'SPAPayment' ? 'spa' : 'stay'}
          title={payment.Details || 'Payment'}
          reference={payment.BookingRef}
          highlight={highlight}
          facts={[
            { label: 'Paid', value: formatMoney(payment.Amount) },
            { label: 'Paid on', value: formatDate(payment.PaidOn) },
            { label: 'Towards', value: PAID_TOWARDS[payment.Category] },
            { label: 'Reference', value: payment.BookingRef },
          ]}
        />
      ))}
    </Section>
  );
}
