import type { CartCategory, WebFolioItem } from '../../schemas/cart';

/** The cart's categories in the order it lists them, with their headings (booking-engine.md §2). */
export const CART_SECTION_TITLES: ReadonlyArray<readonly [CartCategory, string]> = [
  ['Hotel', 'Rooms'],
  ['PMSPayment', 'Stay payments'],
  ['SPAPayment', 'Spa payments'],
  ['Treatments', 'Treatments'],
  ['Active', 'Activities'],
  ['Retail', 'Gift cards and retail'],
  ['Dining', 'Dining'],
];

export interface CartSection {
  category: CartCategory;
  title: string;
  items: WebFolioItem[];
}

/**
 * The cart's items by category (Hotel, PMSPayment, SPAPayment, Treatments, Active, Retail,
 * Dining), each category once and only when it holds something; items keep their order.
 */
export function cartSections(items: readonly WebFolioItem[]): CartSection[] {
  return CART_SECTION_TITLES.map(([category, title]) => ({
    category,
    title,
    items: items.filter((item) => item.Category === category),
  })).filter((section) => section.items.length > 0);
}
