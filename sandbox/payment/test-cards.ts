import type { PaymentStatus } from '../../src/schemas/checkout';

/** The sandbox's test cards: the number decides the outcome (docs/sandbox.md, "Payment page"). */
export const TEST_CARDS: ReadonlyArray<{ number: string; status: PaymentStatus; use: string }> = [
  { number: '4444333322221111', status: 'AUTHORISED', use: 'success (authorised)' },
  { number: '4000000000000002', status: 'REFUSED', use: 'failure (refused)' },
  { number: '4000000000000119', status: 'ERROR', use: 'error' },
];

export interface CardEntry {
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type CardCheck =
  | { ok: true; status: PaymentStatus; lastFour: string; expiryMmYy: string; cardType: string }
  | { ok: false; errors: Partial<Record<keyof CardEntry, string>> };

/** Checks what the guest typed on the payment page, against the month it is (YYYY-MM). */
export function checkCard(entry: CardEntry, month: string): CardCheck {
  const errors: Partial<Record<keyof CardEntry, string>> = {};
  const number = entry.number.replace(/[\s-]/g, '');
  if (!entry.holder.trim()) errors.holder = 'Enter the name on the card.';
  else if (entry.holder.length > 100) errors.holder = 'The name is too long.';
  const card = TEST_CARDS.find((c) => c.number === number);
  if (!/^\d{12,19}$/.test(number)) errors.number = 'Enter a card number of 12 to 19 digits.';
  else if (!card) errors.number = 'Use one of the sandbox test cards listed below.';
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(entry.expiry.trim());
  if (!expiry) errors.expiry = 'Enter the expiry date as MM/YY.';
  else if (`20${expiry[2]}-${expiry[1]}` < month) errors.expiry = 'This card has expired.';
  if (!/^\d{3,4}$/.test(entry.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code.';
  if (!card || !expiry || Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    status: card.status,
    lastFour: number.slice(-4),
    expiryMmYy: `${expiry[1]}${expiry[2]}`,
    cardType: 'VISA',
  };
}
