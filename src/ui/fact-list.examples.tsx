import { Card } from './Card';
import { FactList } from './FactList';
import type { KitSection } from './styleguide/kit-example';

const STAY = [
  { label: 'Arrival', value: '12 March, 2027' },
  { label: 'Departure', value: '14 March, 2027' },
  { label: 'Guests', value: '2 adults, 1 child, 1 baby' },
  { label: 'Extras', value: 'Bottle of prosecco, late checkout, dog bed and bowls for two' },
  { label: 'Reference', value: null },
];

export const factListExamples: KitSection = {
  title: 'Fact list',
  id: 'fact-list',
  examples: [
    {
      name: 'in-a-card',
      note: 'A fact without a value (the reference, before booking) is left out.',
      render: () => (
        <div className="sg-grid">
          <Card title="Lakeside Double">
            <FactList facts={STAY} />
          </Card>
        </div>
      ),
    },
    {
      name: 'stacked',
      note: 'Each value under its term, for a narrow column.',
      render: () => (
        <FactList
          layout="stacked"
          facts={[
            { label: 'Opening hours', value: 'Breakfast 07:00 to 10:30, dinner 18:00 to 21:30' },
            { label: 'Dress code', value: 'Smart casual' },
          ]}
        />
      ),
    },
  ],
};
