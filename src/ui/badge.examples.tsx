import { Badge } from './Badge';
import type { KitSection } from './styleguide/kit-example';

export const badgeExamples: KitSection = {
  title: 'Badge',
  id: 'badge',
  examples: [
    {
      name: 'tones',
      note: 'The words carry the meaning; the fill only underlines it.',
      render: () => (
        <span className="sg-row">
          <Badge tone="warning">Only 2 rooms left</Badge>
          <Badge tone="info">Offer</Badge>
          <Badge tone="success">Confirmed</Badge>
          <Badge>Breakfast included</Badge>
        </span>
      ),
    },
    {
      name: 'beside-a-name',
      note: 'Beside a rate’s name on a phone: the badge keeps its words on one line.',
      render: () => (
        <p style={{ maxWidth: '16rem', margin: 0 }}>
          <strong>Bed and breakfast, flexible</strong>{' '}
          <Badge tone="warning">Only 1 room left</Badge>
        </p>
      ),
    },
  ],
};
