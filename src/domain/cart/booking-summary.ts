import type { CartCategory, WebFolioItem } from '../../schemas/cart';
import type { AppliedGiftCard } from '../../schemas/gift-redemption';
import { cartItemWhen } from './cart-item-when';
import { cartSections } from './cart-sections';
import { guestsText } from '../text/guests-text';

export interface SummaryExtra {
  id: string;
  /** "Dog bed × 2". */
  name: string;
  amount: number;
}

/** One line of the booking as the running summary and checkout list it. */
export interface SummaryLine {
  id: string;
  /** The line's description ("Lakeside Double"), or its section's name when it has none. */
  title: string;
  /** When, for how long, for whom: each a short phrase ("4 nights", "2 adults, 1 child"). */
  facts: string[];
  /** What was added to a room; already counted in `amount`. */
  extras: SummaryExtra[];
  /** The line's price, its extras included. */
  amount: number;
}

export interface SummarySection {
  category: CartCategory;
  title: string;
  lines: SummaryLine[];
}

export interface BookingSummary {
  sections: SummarySection[];
  /** How many lines in all ("2 items" on the phone's bar). */
  count: number;
  /** The sum of the lines. */
  total: number;
  /** Gift cards applied at checkout: "····JK23" and what each pays (already off `balance`). */
  giftCards: { id: string; code: string; amount: number }[];
  /** What is left to pay (the cart's balance). */
  balance: number;
}

const nights = (n: number | null) => (n ? `${n} ${n === 1 ? 'night' : 'nights'}` : null);

function line(item: WebFolioItem, sectionTitle: string): SummaryLine {
  const facts = [cartItemWhen(item), nights(item.Nights), guestsText(item) || null, item.Location];
  return {
    id: item.FolioItemId,
    title: item.Details || sectionTitle,
    facts: facts.filter((fact): fact is string => Boolean(fact)),
    extras: item.SpecialServices.map((s) => ({
      id: s.PMSFolioSpecialServiceId,
      name: `${s.PMSSpecialService.PMSSpecialServiceName}${s.Qty > 1 ? ` × ${s.Qty}` : ''}`,
      amount: s.ExtPrice,
    })),
    amount: item.Amount,
  };
}

/**
 * The booking so far, from the cart: its lines by the cart's sections (so any kind of line —
 * rooms, activities, treatments, dining — shows by its description and price), a room's
 * dates, nights and guests, its extras, the total, the gift cards applied and the balance
 * to pay.
 */
export function bookingSummary(cart: {
  FolioItems: readonly WebFolioItem[];
  FolioBalance: number;
  GiftCards?: readonly AppliedGiftCard[];
}): BookingSummary {
  const sections = cartSections(cart.FolioItems).map((section) => ({
    category: section.category,
    title: section.title,
    lines: section.items.map((item) => line(item, section.title)),
  }));
  const pence = cart.FolioItems.reduce((sum, item) => sum + Math.round(item.Amount * 100), 0);
  return {
    sections,
    count: cart.FolioItems.length,
    total: pence / 100,
    giftCards: (cart.GiftCards ?? []).map((card) => ({
      id: card.RedemptionId,
      code: card.Code,
      amount: card.Amount,
    })),
    balance: cart.FolioBalance,
  };
}
