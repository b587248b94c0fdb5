import { Alert } from './Alert';
import { Button } from './Button';
import { InlineStatus } from './InlineStatus';
import type { KitSection } from './styleguide/kit-example';

export const alertExamples: KitSection = {
  title: 'Alert and InlineStatus',
  id: 'alert',
  contracts: ['alert', 'inline-status', 'tone-icons'],
  examples: [
    {
      name: 'tones',
      render: () => (
        <div className="sg-stack">
          <Alert tone="info" title="Good to know" part="alert-info">
            <p>Check-in is from 3pm.</p>
          </Alert>
          <Alert tone="success" part="alert-success">
            <p>Your booking is confirmed.</p>
          </Alert>
          <Alert tone="warning" part="alert-warning">
            <p>Your room is held for 4 more minutes.</p>
          </Alert>
          <Alert
            tone="error"
            title="We could not reach the hotel"
            actions={<Button>Try again</Button>}
          >
            <p>Please check your connection and try again.</p>
          </Alert>
        </div>
      ),
    },
    {
      name: 'inline',
      render: () => (
        <div className="sg-stack">
          <InlineStatus tone="success">Added to your room</InlineStatus>
          <InlineStatus tone="busy">Saving…</InlineStatus>
          <InlineStatus tone="error">Not available on these dates</InlineStatus>
        </div>
      ),
    },
  ],
};
