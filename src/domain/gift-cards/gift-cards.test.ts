import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PurchaseGiftCertificateDataSchema } from '../../schemas/gift-cards';
import { GIFT_CARD_DEFAULT_COUNTRY, type GiftDraft, emptyGiftDraft } from './gift-card-draft';
import { giftCardDisabledReason, giftCardMissing } from './gift-card-missing';
import { giftCardOrder } from './gift-card-order';
import { GIFT_CARD_VALIDITY, giftCardExpiry, giftCardValidUntil } from './gift-card-validity';
import { giftDeliveryText } from './gift-delivery-text';

const draft = (change: Partial<GiftDraft> = {}): GiftDraft => ({
  ...emptyGiftDraft(),
  itemId: 'GC50',
  name: 'Ada Lovelace',
  email: 'ada@innkit.test',
  ...change,
});
const posted = (change: Partial<GiftDraft> = {}) =>
  draft({
    method: 'M',
    address1: '1 Dorset Street',
    city: 'London',
    postcode: 'W1U 4EG',
    ...change,
  });

describe('a new gift card draft', () => {
  it('has nothing chosen, email delivery and the United Kingdom as postal country', () => {
    expect(emptyGiftDraft()).toMatchObject({ itemId: '', method: 'E', country: 'United Kingdom' });
    expect(GIFT_CARD_DEFAULT_COUNTRY).toBe('United Kingdom');
  });
});

describe('giftCardMissing (booking-engine.md §5)', () => {
  it('allows a card with a value, a name and the email (method E); the message is optional', () => {
    expect(giftCardMissing(draft())).toEqual([]);
    expect(giftCardDisabledReason(draft())).toBeNull();
  });

  it('needs a value, the name and the email, in words', () => {
    const empty = emptyGiftDraft();
    expect(giftCardMissing(empty).map((gap) => gap.field)).toEqual(['itemId', 'name', 'email']);
    expect(giftCardDisabledReason(empty)).toBe(
      "To add this gift card, choose a value, fill in the recipient's name and fill in the recipient's email.",
    );
    expect(giftCardDisabledReason(draft({ name: '  ' }))).toBe(
      "To add this gift card, fill in the recipient's name.",
    );
  });

  it('by post needs address line 1, city and postcode, not the email, line 2 or county', () => {
    expect(giftCardMissing(posted({ email: '' }))).toEqual([]);
    expect(giftCardMissing(draft({ method: 'M' })).map((gap) => gap.field)).toEqual([
      'address1',
      'city',
      'postcode',
    ]);
  });
});

describe('giftCardOrder', () => {
  const session = { SessionId: 's', WebFolioId: '7', CustomerId: null };

  it('sends an email card with Layout 1 and no address, whatever was typed for the post', () => {
    const order = giftCardOrder(draft({ address1: '1 Dorset Street', message: '  ' }), session);
    expect(order).toMatchObject({
      Method: 'E',
      EmailAddress: 'ada@innkit.test',
      MailToAddress: null,
      Layout: 1,
      ItemId: 'GC50',
      IssueToName: 'Ada Lovelace',
      Message: null,
    });
    expect(v.safeParse(PurchaseGiftCertificateDataSchema, order).success).toBe(true);
  });

  it('sends a posted card with its address and no email, country defaulting to the UK', () => {
    const order = giftCardOrder(posted({ message: ' Enjoy ' }), session);
    expect(order).toMatchObject({
      Method: 'M',
      EmailAddress: null,
      Message: 'Enjoy',
      MailToAddress: {
        Address1: '1 Dorset Street',
        Address2: null,
        City: 'London',
        StateProv: null,
        PostCode: 'W1U 4EG',
        Country: 'United Kingdom',
      },
    });
    expect(v.safeParse(PurchaseGiftCertificateDataSchema, order).success).toBe(true);
  });
});

describe('validity (booking-engine.md §9)', () => {
  it('lasts 24 months from the day of purchase', () => {
    expect(GIFT_CARD_VALIDITY).toBe('Valid for 24 months from purchase.');
    expect(giftCardExpiry('2025-12-01')).toBe('2027-12-01');
    expect(giftCardExpiry('2028-02-29')).toBe('2030-02-28');
    expect(giftCardValidUntil('2025-12-01')).toBe('Valid until 1 December, 2027');
  });
});

describe('giftDeliveryText', () => {
  it('says how the card travels', () => {
    expect(giftDeliveryText({ Method: 'E', EmailAddress: 'a@b.test' })).toBe(
      'By email to a@b.test',
    );
    expect(
      giftDeliveryText({
        Method: 'M',
        MailToAddress: {
          Address1: '1 Dorset Street',
          Address2: ' ',
          City: 'London',
          StateProv: 'Greater London',
          PostCode: 'W1U 4EG',
          Country: 'United Kingdom',
        },
      }),
    ).toBe('By post to 1 Dorset Street, London, Greater London, W1U 4EG, United Kingdom');
  });
});
