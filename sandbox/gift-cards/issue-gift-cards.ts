import { londonDate } from '../../src/domain/calendar/calendar-day';
import { giftCardExpiry } from '../../src/domain/gift-cards/gift-card-validity';
import type { Repos } from '../db/repos';
import { giftCardCode } from './gift-card-code';
import { giftMail } from './gift-mail';

/**
 * Issues the gift cards of a paid cart's Retail lines (run inside the booking's transaction):
 * each gets a code, its value as balance and an expiry 24 months on (booking-engine.md §9); an
 * e-gift card is mailed to its recipient (the sandbox mailbox), a posted one becomes a
 * print-and-post job (listed in the mailbox with its address). A line already issued is left.
 */
export function issueGiftCards(
  repos: Pick<Repos, 'giftCards' | 'account'>,
  lineIds: readonly number[],
  customerId: number,
  now: number,
): void {
  const issuedOn = londonDate(new Date(now));
  for (const lineId of lineIds) {
    const held = repos.giftCards.heldOfLine(lineId);
    if (!held) continue;
    const card = repos.giftCards.issue(
      held.id,
      { code: giftCardCode(), customerId, issuedOn, expiresOn: giftCardExpiry(issuedOn) },
      now,
    );
    if (card?.method === 'E') repos.account.sendMail(giftMail(card, now));
  }
}
