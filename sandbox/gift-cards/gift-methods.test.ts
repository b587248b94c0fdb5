import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CartAnswerSchema } from '../../src/schemas/cart';
import { CheckoutAnswerSchema, SetCheckoutAnswerSchema } from '../../src/schemas/checkout';
import {
  FetchGiftCertificatesAnswerSchema,
  PurchaseGiftCertificateAnswerSchema,
} from '../../src/schemas/gift-cards';
import { MyBookingsAnswerSchema } from '../../src/schemas/my-bookings';
import { ResultAnswerSchema } from '../../src/schemas/result';
import type { MailboxView } from '../forms/mailbox-view';
import { checkoutBody, pay, postAs, registerGuest, rs } from '../testing/checkout-helpers';
import { type Visitor, createVisitor, useTestSandbox } from '../testing/test-sandbox';
import { NO_SUCH_CARD } from './gift-methods';

const now = Date.UTC(2025, 11, 1, 10, 0, 0);
const sandbox = useTestSandbox({ now: '2025-12-01', nowMs: () => now });

async function visitor(): Promise<Visitor> {
  const guest = createVisitor(sandbox.current);
  await guest.get('/rs/system');
  return guest;
}

const emailOrder = {
  CustomerId: null,
  IssueToName: 'Ada Lovelace',
  ItemId: 'GC50',
  Layout: 1,
  Message: 'Happy birthday!',
  Method: 'E',
  EmailAddress: 'ada@innkit.test',
  MailToAddress: null,
  WrappingId: null,
  ShippingId: null,
  PackageCertificate: null,
};
const postOrder = {
  ...emailOrder,
  IssueToName: 'Charles Babbage',
  ItemId: 'GC100',
  Message: null,
  Method: 'M',
  EmailAddress: null,
  MailToAddress: {
    type: 'HOME',
    Address1: '1 Dorset Street',
    Address2: null,
    City: 'London',
    StateProv: null,
    Country: 'United Kingdom',
    PostCode: 'W1U 4EG',
  },
};

const purchase = (guest: Visitor, data: unknown) =>
  guest.post('/rs/request', { method: 'PurchaseGiftCertificate', data });
const cart = async (guest: Visitor) =>
  v.parse(CartAnswerSchema, await (await guest.get('/rs/get-webfolios')).json());
const mailbox = async (guest: Visitor) =>
  (await (await guest.get('/sandbox/api/mailbox')).json()) as MailboxView;

describe('FetchGiftCertificates', () => {
  it('lists the values on sale, each with its design', async () => {
    const found = await rs(
      await visitor(),
      FetchGiftCertificatesAnswerSchema,
      'FetchGiftCertificates',
    );
    expect(found.Result.value).toBe('SUCCESS');
    expect(found.GiftCertificates.map((g) => [g.ItemId, g.Price])).toEqual([
      ['GC25', 25],
      ['GC50', 50],
      ['GC75', 75],
      ['GC100', 100],
      ['GC150', 150],
      ['GC250', 250],
    ]);
    expect(found.GiftCertificates.every((g) => g.ImageURL?.startsWith('/demo-assets/'))).toBe(true);
  });
});

describe('PurchaseGiftCertificate', { timeout: 30_000 }, () => {
  it('adds a Retail line naming the recipient, its value and its method', async () => {
    const guest = await visitor();
    const answer = v.parse(
      PurchaseGiftCertificateAnswerSchema,
      await (await purchase(guest, emailOrder)).json(),
    );
    expect(answer.Result.value).toBe('SUCCESS');
    const { FolioItems, FolioBalance } = await cart(guest);
    expect(FolioBalance).toBe(50);
    expect(FolioItems).toHaveLength(1);
    expect(FolioItems[0]).toMatchObject({
      Category: 'Retail',
      FolioItemId: answer.FolioItemId,
      Details: 'Gift card £50',
      Amount: 50,
      CustomerName: 'Ada Lovelace',
      RateDetails: 'By email to ada@innkit.test',
      GuestRequest: 'Happy birthday!',
    });
  });

  it('says a posted card goes to its address', async () => {
    const guest = await visitor();
    expect((await purchase(guest, postOrder)).status).toBe(200);
    expect((await cart(guest)).FolioItems[0]?.RateDetails).toBe(
      'By post to 1 Dorset Street, London, W1U 4EG, United Kingdom',
    );
  });

  it.each([
    ['no recipient', { ...emailOrder, IssueToName: '   ' }, 'data.IssueToName'],
    ['a bad email', { ...emailOrder, EmailAddress: 'not-an-email' }, 'data.EmailAddress'],
    [
      'an email card with an address',
      { ...emailOrder, MailToAddress: postOrder.MailToAddress },
      'data.MailToAddress',
    ],
    [
      'a posted card with an email',
      { ...postOrder, EmailAddress: 'a@b.test' },
      'data.EmailAddress',
    ],
    [
      'a posted card without a postcode',
      { ...postOrder, MailToAddress: { ...postOrder.MailToAddress, PostCode: '' } },
      'data.MailToAddress.PostCode',
    ],
    ['another layout', { ...emailOrder, Layout: 2 }, 'data.Layout'],
    ['another method', { ...emailOrder, Method: 'X' }, 'data.Method'],
    ['a message too long', { ...emailOrder, Message: 'x'.repeat(251) }, 'data.Message'],
  ])('refuses %s with a 422 naming the field and changes nothing', async (_name, data, path) => {
    const guest = await visitor();
    const response = await purchase(guest, data);
    expect(response.status).toBe(422);
    const body = JSON.stringify(await response.json());
    expect(body).toContain(path);
    expect((await cart(guest)).FolioItems).toEqual([]);
  });

  it('refuses a value not on sale in words and adds nothing', async () => {
    const guest = await visitor();
    const answer = v.parse(
      PurchaseGiftCertificateAnswerSchema,
      await (await purchase(guest, { ...emailOrder, ItemId: 'GC999' })).json(),
    );
    expect(answer.Result).toMatchObject({ value: 'FAIL', Text: NO_SUCH_CARD });
    expect((await cart(guest)).FolioItems).toEqual([]);
  });

  it('refuses another customer id', async () => {
    const guest = await visitor();
    const answer = v.parse(
      PurchaseGiftCertificateAnswerSchema,
      await (await purchase(guest, { ...emailOrder, CustomerId: '1' })).json(),
    );
    expect(answer.Result.value).toBe('FAIL');
    expect((await cart(guest)).FolioItems).toEqual([]);
  });

  it('is removed with CancelRetailItem, which takes only Retail lines', async () => {
    const guest = await visitor();
    await purchase(guest, emailOrder);
    const line = (await cart(guest)).FolioItems[0]!;
    const removed = await rs(guest, ResultAnswerSchema, 'CancelRetailItem', {
      FolioItemId: line.FolioItemId,
    });
    expect(removed.Result.value).toBe('SUCCESS');
    expect((await cart(guest)).FolioItems).toEqual([]);
    const again = await rs(guest, ResultAnswerSchema, 'CancelRetailItem', {
      FolioItemId: line.FolioItemId,
    });
    expect(again.Result.value).toBe('FAIL');
    const orders = sandbox.current.db
      .prepare('SELECT COUNT(*) AS n FROM gift_cards WHERE folio_item_id = ?')
      .get(Number(line.FolioItemId));
    expect(orders).toEqual({ n: 0 });
  });
});

async function payCart(guest: Visitor) {
  const started = await rs(guest, SetCheckoutAnswerSchema, 'SetCheckout', { CreateToken: false });
  const fields = await pay(started.ForwardURL ?? '');
  return postAs(guest, CheckoutAnswerSchema, '/rs/checkout', await checkoutBody(guest, fields));
}

describe('delivery after payment', { timeout: 30_000 }, () => {
  it('mails an e-gift card (code, value, message, expiry 24 months on) and lists a posted one to print', async () => {
    const guest = await visitor();
    const hostile = { ...emailOrder, Message: '<img src=x onerror=alert(1)> Enjoy!' };
    await purchase(guest, hostile);
    await purchase(guest, postOrder);
    expect((await mailbox(guest)).accountMail.some((m) => m.to === 'ada@innkit.test')).toBe(false);
    await registerGuest(guest, 'gift-buyer@innkit.test');
    expect((await payCart(guest)).Result.value).toBe('SUCCESS');

    const box = await mailbox(guest);
    const mail = box.accountMail.find((m) => m.to === 'ada@innkit.test');
    expect(mail?.subject).toBe('Your £50.00 gift card from The Lake');
    const code = /Your code: ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(mail?.body ?? '')?.[1];
    expect(code).toBeTruthy();
    expect(mail?.body).toContain('<img src=x onerror=alert(1)> Enjoy!');
    expect(mail?.body).toContain('Valid until 1 December, 2027');
    expect(box.printAndPost).toHaveLength(1);
    expect(box.printAndPost[0]).toMatchObject({
      value: 100,
      to: 'Charles Babbage',
      address: { Address1: '1 Dorset Street', City: 'London', PostCode: 'W1U 4EG' },
      expiresOn: '2027-12-01',
    });

    const page = await (await guest.get('/sandbox/mailbox')).text();
    expect(page).toContain('Print and post (1)');
    expect(page).toContain('1 Dorset Street, London, W1U 4EG, United Kingdom');
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt; Enjoy!');

    const cards = sandbox.current.db
      .prepare("SELECT code, balance_minor FROM gift_cards WHERE status = 'issued' ORDER BY id")
      .all();
    expect(cards).toEqual([
      { code, balance_minor: 5000 },
      { code: box.printAndPost[0]?.code, balance_minor: 10000 },
    ]);
    expect((await cart(guest)).FolioItems).toEqual([]);
  });

  it('lists the cards bought and the payments made in My Bookings, codes masked', async () => {
    const guest = await visitor();
    await purchase(guest, emailOrder);
    await purchase(guest, postOrder);
    await guest.post('/sandbox/api/cart/sample', { category: 'PMSPayment' });
    await guest.post('/sandbox/api/cart/sample', { category: 'SPAPayment' });
    await registerGuest(guest, 'gift-lister@innkit.test');
    const paid = await payCart(guest);
    expect(paid.Result.value).toBe('SUCCESS');
    const ref = paid.BookingRef ?? '';
    const issued = sandbox.current.db
      .prepare<[], { code: string }>(
        "SELECT code FROM gift_cards WHERE status = 'issued' ORDER BY id DESC LIMIT 2",
      )
      .all()
      .reverse();
    const bookings = await postAs(guest, MyBookingsAnswerSchema, '/rs/get-my-bookings');
    expect(bookings.GiftCards).toEqual([
      expect.objectContaining({
        IssueToName: 'Ada Lovelace',
        Value: 50,
        Method: 'E',
        EmailAddress: 'ada@innkit.test',
        PostedTo: null,
        Code: `····${issued[0]?.code.slice(-4)}`,
        ValidUntil: '2027-12-01',
        BookingRef: ref,
      }),
      expect.objectContaining({
        IssueToName: 'Charles Babbage',
        Value: 100,
        Method: 'M',
        EmailAddress: null,
        PostedTo: '1 Dorset Street, London, W1U 4EG, United Kingdom',
        Code: `····${issued[1]?.code.slice(-4)}`,
      }),
    ]);
    // Never the whole code: the buyer's page is not where the recipient's card is kept.
    expect(JSON.stringify(bookings)).not.toContain(issued[0]?.code.slice(0, 4));
    expect(bookings.Payments).toEqual([
      expect.objectContaining({
        Category: 'PMSPayment',
        Details: 'Balance payment — Lakeside Double',
        Amount: 120,
        PaidOn: '2025-12-01',
        BookingRef: ref,
      }),
      expect.objectContaining({ Category: 'SPAPayment', Amount: 60, PaidOn: '2025-12-01' }),
    ]);
  });
});
