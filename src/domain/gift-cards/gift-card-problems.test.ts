import { describe, expect, it } from 'vitest';
import { emptyGiftDraft } from './gift-card-draft';
import { giftCardProblems } from './gift-card-problems';

const draft = { ...emptyGiftDraft(), itemId: 'GC50', name: 'Ada', email: 'ada@innkit.test' };

describe('giftCardProblems', () => {
  it('finds nothing wrong with a good draft', () => {
    expect(giftCardProblems(draft)).toEqual({});
  });

  it('says when the email is not an email, only for email delivery', () => {
    expect(giftCardProblems({ ...draft, email: 'ada at home' })).toEqual({
      email: 'Enter an email address like name@example.com.',
    });
    expect(giftCardProblems({ ...draft, method: 'M', email: 'ada at home' })).toEqual({});
  });

  it('says when the name or the message is too long', () => {
    expect(giftCardProblems({ ...draft, name: 'x'.repeat(61), message: 'y'.repeat(251) })).toEqual({
      name: 'The name is at most 60 characters.',
      message: 'The message is at most 250 characters.',
    });
  });
});
