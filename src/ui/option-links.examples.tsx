import { OptionLinks } from './OptionLinks';
import type { KitSection } from './styleguide/kit-example';

const NEARBY = [
  {
    key: 'earlier',
    href: '#sg-earlier',
    action: 'Search',
    eyebrow: 'Earlier',
    title: '7 June, 2026 to 9 June, 2026',
    note: '2 nights',
    value: '£240.00',
  },
  {
    key: 'later',
    href: '#sg-later',
    action: 'Search',
    eyebrow: 'Later',
    title: '11 June, 2026 to 13 June, 2026',
    note: '2 nights',
    value: '£1,250.50',
  },
];

export const optionLinksExamples: KitSection = {
  title: 'OptionLinks',
  id: 'option-links',
  examples: [
    {
      name: 'nearby-dates',
      note: 'One tap acts: each card is a link named by what it does. Hover and focus draw the chosen border and the focus ring.',
      render: () => <OptionLinks label="Nearby dates with rooms free" options={NEARBY} />,
    },
    {
      name: 'one-option',
      note: 'A single option keeps the card’s width on a wide screen.',
      render: () => <OptionLinks label="Nearby dates with rooms free" options={NEARBY.slice(1)} />,
    },
  ],
};
