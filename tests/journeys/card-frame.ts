import type { FrameLocator, Locator } from 'playwright-core';
import { expect } from 'vitest';
import { CARDS } from '../../sandbox/testing/checkout-helpers';

/** What is typed on the card page besides the name: a card that pays, unless told. */
export interface CardEntry {
  number?: string;
  /** `MM/YY`. */
  expiry?: string;
  securityCode?: string;
}

/**
 * The one journey step for the sandbox's card page in its frame: waits for the page, types the
 * name on the card and the card as a guest would, and gives back the page's Pay button (not
 * pressed: some journeys read its sum first). A card-only page ("Save card") has no Pay button;
 * press its own.
 */
export async function fillCardFrame(
  frame: FrameLocator,
  name: string,
  card: CardEntry = {},
): Promise<Locator> {
  await expect.poll(() => frame.getByLabel('Card number').count()).toBe(1);
  await frame.getByLabel('Name on card').fill(name);
  await frame.getByLabel('Card number').fill(card.number ?? CARDS.success);
  await frame.getByLabel('Expiry date').fill(card.expiry ?? '12/39');
  await frame.getByLabel('Security code').fill(card.securityCode ?? '123');
  return frame.getByRole('button', { name: /^Pay / });
}
