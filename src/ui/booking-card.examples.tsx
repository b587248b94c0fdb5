import { paymentFacts } from '../domain/account/payment-facts-text';
import { BookingCard } from './BookingCard';
import { Button } from './Button';
import { SAMPLE_PHOTO } from './styleguide/sample-photos';
import type { KitSection } from './styleguide/kit-example';

const terms = { label: 'Cancellation', value: 'Free cancellation until 15:00, 10 March 2027' };

/** A guest's bookings as My Bookings lists them: a stay, a treatment, one cancelled. */
export const bookingCardExamples: KitSection = {
  title: 'BookingCard',
  id: 'booking-card',
  examples: [
    {
      name: 'bookings',
      render: () => (
        <ul className="sg-stack" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          <BookingCard
            title="Lakeside Double — Bed & Breakfast"
            photo={{ src: SAMPLE_PHOTO, alt: 'The bedroom of the Lakeside Double' }}
            when="12 March, 2027 – 14 March, 2027 · 2 nights"
            status={{ text: 'Confirmed', tone: 'success' }}
            facts={[
              { label: 'Guests', value: '2 adults, 1 child' },
              { label: 'Reference', value: 'LK-7Q4X2' },
              terms,
            ]}
            payment={paymentFacts(245, 0, [
              { By: 'card', Amount: 120, Ending: '1111' },
              { By: 'gift-card', Amount: 125, Ending: 'JK23' },
            ])}
            actions={
              <>
                <Button aria-haspopup="dialog">Cancel</Button>
                <Button>Add to calendar</Button>
              </>
            }
          />
          <BookingCard
            title="Hot stone massage"
            photo={null}
            art="spa"
            when="13 March, 2027 at 10:00 · 90 minutes"
            status={{ text: 'Confirmed', tone: 'success' }}
            facts={[{ label: 'Reference', value: 'LK-7Q4X2' }, terms]}
            payment={paymentFacts(95, 35, [{ By: 'card', Amount: 60, Ending: '1111' }], 'Price')}
            actions={<Button>Add to calendar</Button>}
          />
          <BookingCard
            title="Garden Single — Room Only"
            photo={null}
            art="stay"
            when="12 March, 2027 – 13 March, 2027 · 1 night"
            status={{ text: 'Cancelled', tone: 'neutral' }}
            facts={[
              { label: 'Reference', value: 'LK-8M3P1' },
              { label: 'Refund', value: '£132.00' },
            ]}
          />
        </ul>
      ),
    },
  ],
};
