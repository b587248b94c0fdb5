import type { GiftCertificateItemRow } from './gift-cards-repo';

const DESIGNS = '/demo-assets/gift-cards';

/** The gift certificates on sale: each a value with its design (booking-engine.md §2). */
export const SEEDED_GIFT_CERTIFICATES: GiftCertificateItemRow[] = [
  { value: 25, design: 'lake', words: 'A lakeside treat' },
  { value: 50, design: 'spa', words: 'Time at the spa' },
  { value: 75, design: 'dining', words: 'Dinner by the water' },
  { value: 100, design: 'lake', words: 'A day at The Lake' },
  { value: 150, design: 'spa', words: 'A spa day for two' },
  { value: 250, design: 'dining', words: 'A night away' },
].map(({ value, design, words }, position) => ({
  item_id: `GC${value}`,
  name: `Gift card £${value}`,
  description: `${words}: spend it on stays, treatments, activities and dining.`,
  price: value,
  image_url: `${DESIGNS}/${design}.svg`,
  position,
}));
