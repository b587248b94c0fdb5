import { Price } from './Price';
import type { KitSection } from './styleguide/kit-example';

export const priceExamples: KitSection = {
  title: 'Price',
  id: 'price',
  examples: [
    { name: 'per-night', render: () => <Price amount={145} per="night" /> },
    { name: 'offer', render: () => <Price amount={116} was={145} per="night" /> },
    { name: 'total', render: () => <Price amount={1234.5} per="stay" size="total" /> },
  ],
};
