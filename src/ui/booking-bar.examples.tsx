import { useState } from 'react';
import { BookingBarSearch, BookingBarTotal } from './BookingBar';
import { Button } from './Button';
import { Drawer } from './Drawer';
import { LinkButton } from './LinkButton';
import type { KitSection } from './styleguide/kit-example';

/** A phone-sized frame: its transform holds the fixed foot inside it, as a screen would. */
const frame = { transform: 'translateZ(0)', minHeight: '6rem', maxWidth: '375px' } as const;

/** The search summary and the sheet it opens, as Book your Stay wires them. */
function SearchExample() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <BookingBarSearch text="22–24 Dec · 2 adults" expanded={open} onOpen={() => setOpen(true)} />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Adjust your search"
        closeLabel="Close the search"
        placement="bottom"
        part="sg-search-sheet"
      >
        <p>The adjust-search form goes here.</p>
        <Button onClick={() => setOpen(false)}>Search</Button>
      </Drawer>
    </>
  );
}

/** The foot: the total opening the booking, and the step's way on when it has one. */
function TotalExample({ forward, label }: { forward: boolean; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div style={frame}>
      <BookingBarTotal
        label={label}
        count="2 items"
        total="£309.00"
        detailsLabel="View booking"
        detailsExpanded={open}
        onDetails={() => setOpen(true)}
        action={
          forward ? (
            <LinkButton variant="primary" href="#booking-bar">
              Continue to cart
            </LinkButton>
          ) : undefined
        }
      />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Your booking"
        closeLabel="Close your booking"
        placement="bottom"
        part="sg-booking-sheet"
      >
        <p>Lakeside Double · 2 nights · £264.00</p>
        <p>Fellside sauna · £45.00</p>
      </Drawer>
    </div>
  );
}

export const bookingBarExamples: KitSection = {
  title: 'BookingBar',
  id: 'booking-bar',
  examples: [
    {
      name: 'search',
      note: 'The top of every step with a search: the search in a line, opening the adjust-search in a sheet; focus goes back to it on close.',
      render: () => <SearchExample />,
    },
    {
      name: 'total-and-forward',
      note: 'The foot on a phone (under 768 px, narrow the window): the total opens the booking; the primary action says where it goes. The page pads 4.5rem for it.',
      render: () => <TotalExample forward label="Your booking" />,
    },
    {
      name: 'total-only',
      note: 'A step whose own form is the way on (your details): the total alone.',
      render: () => <TotalExample forward={false} label="Your booking so far" />,
    },
  ],
};
