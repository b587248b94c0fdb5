import { useState } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Drawer } from './Drawer';
import type { KitSection } from './styleguide/kit-example';

function DrawerDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Room details
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Lakeside Double"
        label="Room details: Lakeside Double"
        closeLabel="Close room details"
        part="example-drawer"
        footer={
          <Button variant="primary" onClick={() => setOpen(false)}>
            Done
          </Button>
        }
      >
        <p>A calm double room looking over the water.</p>
        <p>
          <a href="#terms">Booking terms</a>
        </p>
      </Drawer>
    </>
  );
}

/** The bottom sheet: a phone's booking summary, long enough to scroll inside the sheet. */
function BottomSheetDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        View booking
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Your booking"
        closeLabel="Close your booking"
        part="example-sheet"
        placement="bottom"
        footer={<Button onClick={() => setOpen(false)}>Back to the booking</Button>}
      >
        {['Lakeside Double', 'Garden Suite', 'Fellside Sauna', 'Dinner at The Boathouse'].map(
          (name, i) => (
            <p key={name}>
              <strong>{name}</strong>
              <br />
              {12 + i} March, 2027 · 2 adults
            </p>
          ),
        )}
        <p>
          <strong>Total £1,240.00</strong>
        </p>
      </Drawer>
    </>
  );
}

function DialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Sign up for news
      </Button>
      <Dialog open={open} title="Stay in touch" onClose={() => setOpen(false)}>
        <p>News and offers from the lake, once a month.</p>
        <div className="ik-actions">
          <Button variant="primary" onClick={() => setOpen(false)}>
            Sign me up
          </Button>
          <Button variant="quiet" onClick={() => setOpen(false)}>
            No thanks
          </Button>
        </div>
      </Dialog>
    </>
  );
}

export const overlayExamples: KitSection = {
  title: 'Drawer and Dialog',
  id: 'overlay',
  contracts: ['drawer', 'sheet', 'icon-button', 'dialog'],
  examples: [
    {
      name: 'drawer',
      note: 'Escape, the close button or the backdrop close it; focus returns to the opener.',
      render: () => <DrawerDemo />,
    },
    {
      name: 'bottom-sheet',
      note: 'placement="bottom": at most 85% of the screen tall, scrolling inside itself.',
      render: () => <BottomSheetDemo />,
    },
    { name: 'dialog', render: () => <DialogDemo /> },
  ],
};
