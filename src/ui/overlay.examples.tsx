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
  contracts: ['drawer', 'sheet', 'dialog'],
  examples: [
    {
      name: 'drawer',
      note: 'Escape, the close button or the backdrop close it; focus returns to the opener.',
      render: () => <DrawerDemo />,
    },
    { name: 'dialog', render: () => <DialogDemo /> },
  ],
};
