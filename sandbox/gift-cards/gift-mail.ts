import { formatDate } from '../../src/domain/format/format-date';
import { formatMoney } from '../../src/domain/format/format-money';
import type { GiftCardRow } from '../db/gift-cards-repo';

/** The e-gift card's email: its code, value, the buyer's message and its expiry. */
export function giftMail(card: GiftCardRow, now: number) {
  const value = formatMoney(card.value_minor / 100);
  const lines = [
    `Dear ${card.issue_to_name}, you have been given a gift card for The Lake worth ${value}.`,
    `Your code: ${card.code ?? ''}`,
    card.message ? `Their message: ${card.message}` : null,
    `Valid until ${formatDate(card.expires_on ?? '')}. Use the code at checkout on our website.`,
  ];
  return {
    recipient: card.email ?? '',
    subject: `Your ${value} gift card from The Lake`,
    body: lines.filter(Boolean).join('\n'),
    link: null,
    created_at: now,
  };
}
