import type { GiftDraft } from './gift-card-draft';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The longest text each field takes (the order's schema says the same). */
export const GIFT_FIELD_MAX = { name: 60, message: 250, email: 254 } as const;

/**
 * What is filled but wrong, by field, in words: checked when "Add to cart" is pressed, so the
 * guest is told beside the field and nothing is sent. Empty: nothing wrong.
 */
export function giftCardProblems(draft: GiftDraft): Partial<Record<keyof GiftDraft, string>> {
  const problems: Partial<Record<keyof GiftDraft, string>> = {};
  const email = draft.email.trim();
  if (draft.method === 'E' && email && !EMAIL.test(email)) {
    problems.email = 'Enter an email address like name@example.com.';
  }
  if (draft.name.trim().length > GIFT_FIELD_MAX.name) {
    problems.name = `The name is at most ${GIFT_FIELD_MAX.name} characters.`;
  }
  if (draft.message.trim().length > GIFT_FIELD_MAX.message) {
    problems.message = `The message is at most ${GIFT_FIELD_MAX.message} characters.`;
  }
  return problems;
}
