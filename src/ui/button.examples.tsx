import { useState } from 'react';
import { Button } from './Button';
import { LinkButton } from './LinkButton';
import type { KitSection } from './styleguide/kit-example';

/** Press to be busy for a moment, as a submit button is while sending. */
function BusyOnPress() {
  const [busy, setBusy] = useState(false);
  const [presses, setPresses] = useState(0);
  return (
    <span className="sg-row">
      <Button
        variant="primary"
        busy={busy}
        busyLabel="Sending…"
        onClick={() => {
          setPresses((n) => n + 1);
          setBusy(true);
        }}
      >
        Send
      </Button>
      <Button variant="quiet" onClick={() => setBusy(false)}>
        Stop
      </Button>
      <output data-testid="presses">{presses}</output>
    </span>
  );
}

export const buttonExamples: KitSection = {
  title: 'Button',
  id: 'button',
  examples: [
    {
      name: 'variants',
      note: 'Hover darkens a primary button and tints the others; focus shows the theme’s ring.',
      render: () => (
        <span className="sg-row">
          <Button variant="primary">Book now</Button>
          <Button variant="secondary">Room details</Button>
          <Button variant="quiet">Cancel</Button>
          <Button variant="link">Forgot password</Button>
        </span>
      ),
    },
    {
      name: 'busy',
      note: 'Busy: the label changes, the width stays, clicks are ignored.',
      render: () => <BusyOnPress />,
    },
    {
      name: 'disabled',
      render: () => (
        <span className="sg-row">
          <Button variant="primary" disabled>
            Pay now
          </Button>
          <Button disabled>Add room</Button>
        </span>
      ),
    },
    {
      name: 'link-button',
      note: 'A link styled as a button: it goes somewhere.',
      render: () => (
        <span className="sg-row">
          <LinkButton variant="primary" href="#book">
            Make a booking
          </LinkButton>
          <LinkButton href="#offers">See offers</LinkButton>
        </span>
      ),
    },
  ],
};
