import { createHash, createHmac } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CartAnswerSchema } from '../../src/schemas/cart';
import {
  CheckoutAnswerSchema,
  PaymentStatusAnswerSchema,
  PostPaymentAnswerSchema,
  SetCheckoutAnswerSchema,
} from '../../src/schemas/checkout';
import { MyBookingsAnswerSchema } from '../../src/schemas/my-bookings';
import { FetchCustomerProfileAnswerSchema } from '../../src/schemas/profile';
import { ResultAnswerSchema } from '../../src/schemas/result';
import { paymentSecret } from '../payment/gateway';
import {
  CARDS,
  checkoutBody,
  logInSeededGuest,
  pay,
  postAs,
  registerGuest,
  reserveBody,
  rs,
  sessionFieldsOf,
  submitPaymentPage,
} from '../testing/checkout-helpers';
import type { Visitor } from '../testing/test-sandbox';
import { createVisitor, useTestSandbox } from '../testing/test-sandbox';

const sandbox = useTestSandbox();
let guestCount = 0;

async function cart(visitor: Visitor) {
  return v.parse(CartAnswerSchema, await (await visitor.get('/rs/get-webfolios')).json());
}

/** A new registered guest with a room (£245.00) in the cart. */
async function guestWithRoom(): Promise<Visitor> {
  const visitor = createVisitor(sandbox.current);
  guestCount += 1;
  await registerGuest(visitor, `payer${guestCount}@innkit.test`);
  await visitor.post('/sandbox/api/cart/sample');
  return visitor;
}

async function setCheckout(visitor: Visitor, CreateToken = false) {
  return rs(visitor, SetCheckoutAnswerSchema, 'SetCheckout', { CreateToken });
}

async function checkout(visitor: Visitor, fields: object, StoreCard = false) {
  return postAs(
    visitor,
    CheckoutAnswerSchema,
    '/rs/checkout',
    await checkoutBody(visitor, fields, StoreCard),
  );
}

const db = () => sandbox.current.db;
const count = (sql: string, ...params: unknown[]) =>
  (
    db()
      .prepare(sql)
      .get(...params) as { n: number }
  ).n;

describe('the hosted payment page (second origin)', () => {
  it('is served on its own origin, framable only by the checkout, with the test cards', async () => {
    const visitor = await guestWithRoom();
    const started = await setCheckout(visitor);
    expect(started.Result.value).toBe('SUCCESS');
    const forward = new URL(started.ForwardURL ?? '');
    expect(forward.origin).toBe(sandbox.current.payment.origin);
    expect(forward.origin).not.toBe(new URL(sandbox.current.url).origin);
    expect(forward.pathname).toBe(`/pay/${started.OrderKey}`);

    const page = await fetch(forward);
    const html = await page.text();
    const csp = page.headers.get('Content-Security-Policy') ?? '';
    expect(page.status).toBe(200);
    expect(csp).toContain(`frame-ancestors ${sandbox.current.url}`);
    expect(csp).toContain(`form-action 'self' ${sandbox.current.url}`);
    expect(csp).not.toContain('script-src');
    expect(html).not.toContain('<script');
    expect(html).toContain('Pay £245.00');
    expect(html).toMatch(/<label for="number">Card number<\/label>/);
    expect(html).toContain('4444 3333 2222 1111');
    expect(html).toContain('value="cancel"');
  });

  it('answers 404 for an unknown order and keeps card data off the main origin', async () => {
    const unknown = await fetch(`${sandbox.current.payment.origin}/pay/AAAAAAAAAAAAAAAAAAAAAAAA`);
    expect(unknown.status).toBe(404);
    const visitor = await guestWithRoom();
    const started = await setCheckout(visitor);
    const outcome = await submitPaymentPage(started.ForwardURL ?? '', {
      action: 'pay',
      number: CARDS.success,
    });
    expect(outcome.status).toBe(303);
    expect(outcome.location?.origin).toBe(sandbox.current.url);
    expect(outcome.location?.pathname).toBe('/rs/payment-result');
    expect(Object.keys(outcome.fields).sort()).toEqual(
      ['mac2', 'orderKey', 'paymentAmount', 'paymentCurrency', 'paymentStatus'].sort(),
    );
    expect(outcome.location?.href).not.toContain('4444');
    expect(outcome.location?.href).not.toContain('1111');
  });

  it('shows field errors, escaped, for a bad entry and charges nothing', async () => {
    const visitor = await guestWithRoom();
    const started = await setCheckout(visitor);
    const outcome = await submitPaymentPage(started.ForwardURL ?? '', {
      action: 'pay',
      number: '1234',
      holder: '<img src=x onerror=alert(1)>',
      expiry: '13/20',
      cvc: 'x',
    });
    expect(outcome.status).toBe(422);
    expect(outcome.location).toBeNull();
    expect(outcome.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(outcome.html).not.toContain('<img src=x');
    expect(outcome.html).toContain('aria-invalid="true"');
    expect(outcome.html).toContain('Enter the expiry date as MM/YY.');
    const status = await postAs(visitor, PaymentStatusAnswerSchema, '/rs/payment-status', {
      orderKey: started.OrderKey,
    });
    expect(status.State).toBe('PENDING');
  });

  it('signs its result with mac2 = HMAC-SHA256 over orderKey:amount:currency:status', async () => {
    const visitor = await guestWithRoom();
    const started = await setCheckout(visitor);
    const fields = await pay(started.ForwardURL ?? '');
    const secret = paymentSecret(sandbox.current.repos.settings);
    const expected = createHmac('sha256', secret)
      .update(`${fields.orderKey}:24500:GBP:AUTHORISED`)
      .digest('hex');
    expect(fields).toMatchObject({
      orderKey: started.OrderKey,
      paymentAmount: '24500',
      paymentCurrency: 'GBP',
      paymentStatus: 'AUTHORISED',
      mac2: expected,
    });
  });

  it('reports refused, error and cancelled_by_shopper outcomes', async () => {
    for (const [number, status] of [
      [CARDS.refused, 'REFUSED'],
      [CARDS.error, 'ERROR'],
    ] as const) {
      const visitor = await guestWithRoom();
      const started = await setCheckout(visitor);
      expect((await pay(started.ForwardURL ?? '', number)).paymentStatus).toBe(status);
    }
    const visitor = await guestWithRoom();
    const started = await setCheckout(visitor);
    const cancelled = await submitPaymentPage(started.ForwardURL ?? '', { action: 'cancel' });
    expect(cancelled.fields.paymentStatus).toBe('SHOPPER_CANCELLED');
  });

  it('serves the result address with a nonce script that only posts to its own origin', async () => {
    const response = await fetch(`${sandbox.current.url}/rs/payment-result?orderKey=<b>`);
    const html = await response.text();
    expect(response.headers.get('Content-Security-Policy')).toMatch(
      /^default-src 'none'; script-src 'nonce-[0-9a-f]{32}'$/,
    );
    expect(html).not.toContain('<b>');
    expect(html).toContain('postMessage(message, location.origin)');
  });
});

describe('paying and finalising', () => {
  it('finalises a paid order into one booking and a new web folio', async () => {
    const visitor = await guestWithRoom();
    const before = (await (await visitor.get('/rs/system')).json()) as {
      Session: { WebFolioId: number };
    };
    const started = await setCheckout(visitor);
    const fields = await pay(started.ForwardURL ?? '');
    const done = await checkout(visitor, fields);

    expect(done.Result.value).toBe('SUCCESS');
    expect(done.BookingRef).toMatch(/^LK\d+$/);
    expect(done.WebFolioId).toMatch(/^\d+$/);
    expect(done.WebFolioId).not.toBe(String(before.Session.WebFolioId));
    const after = await cart(visitor);
    expect(after.FolioItems).toEqual([]);
    expect(after.FolioBalance).toBe(0);
    const system = (await (await visitor.get('/rs/system')).json()) as {
      Session: { WebFolioId: number };
    };
    expect(String(system.Session.WebFolioId)).toBe(done.WebFolioId);
    expect(count('SELECT COUNT(*) AS n FROM payments WHERE order_key = ?', fields.orderKey)).toBe(
      1,
    );
    const bookings = await postAs(visitor, MyBookingsAnswerSchema, '/rs/get-my-bookings');
    const rooms = Object.values(bookings.Stays).flatMap((stay) => stay.rooms);
    expect(rooms).toHaveLength(1);
    expect(rooms[0]).toMatchObject({ TotalStayRateIncl: 245, BalanceDue: 0, NumAdults: 2 });
    expect(rooms[0]?.BookingRef).toBe(done.BookingRef);
  });

  it('is idempotent per order key: double submit, reload and re-post never charge twice', async () => {
    const visitor = await guestWithRoom();
    const started = await setCheckout(visitor);
    const fields = await pay(started.ForwardURL ?? '');
    const [first, second] = await Promise.all([
      checkout(visitor, fields),
      checkout(visitor, fields),
    ]);
    const third = await checkout(visitor, fields);
    expect(first.BookingRef).toBeTruthy();
    expect(second.BookingRef).toBe(first.BookingRef);
    expect(third.BookingRef).toBe(first.BookingRef);
    // The page posted again (a double click in the frame): same result, no second charge.
    const again = await submitPaymentPage(started.ForwardURL ?? '', {
      action: 'pay',
      number: CARDS.success,
    });
    expect(again.fields.mac2).toBe(fields.mac2);
    const reload = await fetch(started.ForwardURL ?? '', { redirect: 'manual' });
    expect(reload.status).toBe(303);
    expect(count('SELECT COUNT(*) AS n FROM payments WHERE order_key = ?', fields.orderKey)).toBe(
      1,
    );
    expect(count('SELECT COUNT(*) AS n FROM bookings WHERE order_key = ?', fields.orderKey)).toBe(
      1,
    );
  });

  it('refuses a forged mac2 and changes nothing', async () => {
    const visitor = await guestWithRoom();
    const started = await setCheckout(visitor);
    const fields = await pay(started.ForwardURL ?? '');
    const forged = { ...fields, mac2: fields.mac2.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) };
    const answer = await checkout(visitor, forged);
    expect(answer.Result).toMatchObject({
      value: 'FAIL',
      Text: 'The payment result could not be verified.',
    });
    expect((await cart(visitor)).FolioItems).toHaveLength(1);
    expect(count('SELECT COUNT(*) AS n FROM bookings WHERE order_key = ?', fields.orderKey)).toBe(
      0,
    );
    // A status the guest did not get, with the old mac, is refused too.
    const upgraded = await checkout(visitor, { ...fields, paymentStatus: 'AUTHORISED ' });
    expect(upgraded.Result.value).toBe('FAIL');
  });

  it('refuses an amount or currency that is not the order’s, even with a valid mac', async () => {
    const visitor = await guestWithRoom();
    const started = await setCheckout(visitor);
    const fields = await pay(started.ForwardURL ?? '');
    for (const change of [{ paymentAmount: '100' }, { paymentCurrency: 'EUR' }]) {
      const tampered = { ...fields, ...change };
      const mac2 = sandbox.current.payment.sign(tampered);
      const answer = await checkout(visitor, { ...tampered, mac2 });
      expect(answer.Result).toMatchObject({
        value: 'FAIL',
        Text: 'The amount paid does not match your booking.',
      });
    }
    expect(count('SELECT COUNT(*) AS n FROM payments WHERE order_key = ?', fields.orderKey)).toBe(
      0,
    );
    expect((await checkout(visitor, fields)).Result.value).toBe('SUCCESS');
  });

  it('a replayed order key books and charges nothing new, even with a new cart', async () => {
    const visitor = await guestWithRoom();
    const started = await setCheckout(visitor);
    const fields = await pay(started.ForwardURL ?? '');
    const first = await checkout(visitor, fields);
    expect(first.Result.value).toBe('SUCCESS');
    // The guest fills a new cart; the old signed result comes back, by both routes.
    await visitor.post('/sandbox/api/cart/sample', { category: 'Treatments' });
    const before = await cart(visitor);
    const replayed = await checkout(visitor, fields);
    const viaRequest = await rs(visitor, CheckoutAnswerSchema, 'DoCheckout', fields);
    expect(replayed.BookingRef).toBe(first.BookingRef);
    expect(viaRequest.BookingRef).toBe(first.BookingRef);
    expect(await cart(visitor)).toEqual(before);
    expect(before.FolioItems.map((item) => item.Category)).toEqual(['Treatments']);
    expect(count('SELECT COUNT(*) AS n FROM payments WHERE order_key = ?', fields.orderKey)).toBe(
      1,
    );
    const customer = db()
      .prepare('SELECT customer_id AS id FROM payment_orders WHERE order_key = ?')
      .get(fields.orderKey) as { id: number };
    expect(count('SELECT COUNT(*) AS n FROM bookings WHERE customer_id = ?', customer.id)).toBe(1);
    // The new cart's own payment starts a new order: the old key is not reused.
    const next = await setCheckout(visitor);
    expect(next.OrderKey).not.toBe(fields.orderKey);
  });

  it('refuses a result replayed in another customer’s session', async () => {
    const payer = await guestWithRoom();
    const started = await setCheckout(payer);
    const fields = await pay(started.ForwardURL ?? '');
    const other = await guestWithRoom();
    const replay = await checkout(other, fields);
    expect(replay.Result).toMatchObject({
      value: 'FAIL',
      Text: 'This payment does not belong to your booking.',
    });
    expect((await cart(other)).FolioItems).toHaveLength(1);
    const status = await postAs(other, PaymentStatusAnswerSchema, '/rs/payment-status', {
      orderKey: fields.orderKey,
    });
    expect(status.Result.value).toBe('FAIL');
    expect((await checkout(payer, fields)).Result.value).toBe('SUCCESS');
  });

  it('does not finalise a refused payment; a new attempt supersedes the old page', async () => {
    const visitor = await guestWithRoom();
    const first = await setCheckout(visitor);
    const refused = await pay(first.ForwardURL ?? '', CARDS.refused);
    const answer = await checkout(visitor, refused);
    expect(answer.Result).toMatchObject({ value: 'FAIL', Text: 'The payment was not authorised.' });
    expect((await cart(visitor)).FolioItems).toHaveLength(1);

    const second = await setCheckout(visitor);
    const third = await setCheckout(visitor);
    expect((await fetch(second.ForwardURL ?? '')).status).toBe(410);
    const fields = await pay(third.ForwardURL ?? '');
    expect((await checkout(visitor, fields)).Result.value).toBe('SUCCESS');
  });

  it('re-derives the outcome by order key and finalises a payment the page took', async () => {
    const visitor = await guestWithRoom();
    const started = await setCheckout(visitor);
    const key = { orderKey: started.OrderKey };
    const pending = await postAs(visitor, PaymentStatusAnswerSchema, '/rs/payment-status', key);
    expect(pending.State).toBe('PENDING');
    const fields = await pay(started.ForwardURL ?? '');
    // The tab was closed before it could finalise: asking again finalises, once.
    const status = await postAs(visitor, PaymentStatusAnswerSchema, '/rs/payment-status', key);
    expect(status).toMatchObject({ State: 'FINALISED', BookingRef: expect.stringMatching(/^LK/) });
    expect((await cart(visitor)).FolioItems).toEqual([]);
    const late = await checkout(visitor, fields);
    expect(late.BookingRef).toBe(status.BookingRef);
    expect(count('SELECT COUNT(*) AS n FROM bookings WHERE order_key = ?', fields.orderKey)).toBe(
      1,
    );
  });

  it('keeps lines added after the payment in the new cart, unpaid', async () => {
    const visitor = await guestWithRoom();
    const started = await setCheckout(visitor);
    const fields = await pay(started.ForwardURL ?? '');
    await visitor.post('/sandbox/api/cart/sample', { category: 'Treatments' });
    expect(fields.paymentAmount).toBe('24500');
    await checkout(visitor, fields);
    const after = await cart(visitor);
    expect(after.FolioItems.map((item) => item.Category)).toEqual(['Treatments']);
  });

  it('closes a payment page when a line is added before paying (issue 17 item 9)', async () => {
    const visitor = await guestWithRoom();
    const started = await setCheckout(visitor);
    await visitor.post('/sandbox/api/cart/sample', { category: 'Treatments' });
    expect((await fetch(started.ForwardURL ?? '')).status).toBe(410);
    const next = await setCheckout(visitor);
    const fields = await pay(next.ForwardURL ?? '');
    const total = Math.round((await cart(visitor)).FolioBalance * 100);
    expect(fields.paymentAmount).toBe(String(total));
  });
});

describe('SetCheckout and PostPayment errors', () => {
  it('needs a city on the customer’s address (ErrorId 1000)', async () => {
    const visitor = await guestWithRoom();
    const { customers, account } = sandbox.current.repos;
    const customer = customers.findByEmail(`payer${guestCount}@innkit.test`);
    if (!customer) throw new Error('no customer');
    const address = JSON.parse(customer.address_json) as Record<string, string>;
    account.updateAddress(customer.id, JSON.stringify({ ...address, City: '' }));
    expect((await setCheckout(visitor)).Result).toEqual({
      value: 'FAIL',
      Text: 'Invalid address: City is required',
      ErrorId: 1000,
    });
    account.updateAddress(customer.id, JSON.stringify({ ...address, PostCode: ' ' }));
    expect((await setCheckout(visitor)).Result).toMatchObject({ ErrorId: 1000 });
  });

  it('answers ErrorId 1007 for a stale session until UpdateSession', async () => {
    const visitor = await guestWithRoom();
    await visitor.post('/sandbox/api/session/stale', { stale: true });
    expect((await setCheckout(visitor)).Result.ErrorId).toBe(1007);
    const profile = await rs(visitor, FetchCustomerProfileAnswerSchema, 'FetchCustomerProfile');
    const updated = await rs(visitor, ResultAnswerSchema, 'UpdateSession', {
      CustomerId: profile.Customer?.CustomerId,
      CustomerGUID: profile.Customer?.CustomerGUID,
    });
    expect(updated.Result.value).toBe('SUCCESS');
    expect((await setCheckout(visitor)).Result.value).toBe('SUCCESS');
  });

  it('UpdateSession refuses another customer', async () => {
    const visitor = await guestWithRoom();
    const answer = await rs(visitor, ResultAnswerSchema, 'UpdateSession', { CustomerId: 1 });
    expect(answer.Result.value).toBe('FAIL');
  });

  it('finalising in a stale session says "Must be logged in to post payment."', async () => {
    const visitor = await guestWithRoom();
    const started = await setCheckout(visitor);
    const fields = await pay(started.ForwardURL ?? '');
    await visitor.post('/sandbox/api/session/stale', { stale: true });
    expect((await checkout(visitor, fields)).Result).toMatchObject({
      value: 'FAIL',
      Text: 'Must be logged in to post payment.',
    });
    await rs(visitor, ResultAnswerSchema, 'UpdateSession', {});
    expect((await checkout(visitor, fields)).Result.value).toBe('SUCCESS');
  });

  it('PostPayment needs a logged-in session and one of the customer’s booked folios', async () => {
    const anonymous = createVisitor(sandbox.current);
    await anonymous.get('/rs/system');
    const data = { App: 'PMS', FolioId: '1', Amount: 10 };
    expect((await rs(anonymous, PostPaymentAnswerSchema, 'PostPayment', data)).Result.Text).toBe(
      'Must be logged in to post payment.',
    );
    const visitor = await guestWithRoom();
    const room = (await cart(visitor)).FolioItems[0];
    const started = await setCheckout(visitor);
    await checkout(visitor, await pay(started.ForwardURL ?? ''));
    const posted = await rs(visitor, PostPaymentAnswerSchema, 'PostPayment', {
      ...data,
      FolioId: room?.FolioId,
    });
    expect(posted.Result.value).toBe('SUCCESS');
    const wrongApp = await rs(visitor, PostPaymentAnswerSchema, 'PostPayment', {
      ...data,
      App: 'SPA',
      FolioId: room?.FolioId,
    });
    expect(wrongApp.Result.value).toBe('FAIL');
  });

  it('refuses anonymous checkout, an empty balance without CreateToken, and DoCheckout forgery', async () => {
    const anonymous = createVisitor(sandbox.current);
    await anonymous.post('/sandbox/api/cart/sample');
    expect((await setCheckout(anonymous)).Result.Text).toBe('Must be logged in to check out.');
    const visitor = createVisitor(sandbox.current);
    await logInSeededGuest(visitor);
    expect((await setCheckout(visitor)).Result.value).toBe('FAIL');
    const forged = await rs(visitor, CheckoutAnswerSchema, 'DoCheckout', {
      orderKey: 'AAAAAAAAAAAAAAAAAAAAAAAA',
      paymentStatus: 'AUTHORISED',
      paymentAmount: '100',
      paymentCurrency: 'GBP',
      mac2: '0'.repeat(64),
    });
    expect(forged.Result.Text).toBe('The payment result could not be verified.');
  });
});

describe('POST /rs/reserve (balance 0.00)', () => {
  it('books a zero-balance cart once', async () => {
    const visitor = createVisitor(sandbox.current);
    guestCount += 1;
    await registerGuest(visitor, `payer${guestCount}@innkit.test`);
    await visitor.post('/sandbox/api/cart/sample', { category: 'Dining' });
    const body = await reserveBody(visitor);
    const [first, second] = await Promise.all([
      postAs(visitor, CheckoutAnswerSchema, '/rs/reserve', body),
      postAs(visitor, CheckoutAnswerSchema, '/rs/reserve', body),
    ]);
    expect(first.Result.value).toBe('SUCCESS');
    expect(second.Result).toMatchObject({ value: 'FAIL', Text: 'Your basket is empty.' });
    const bookings = await postAs(visitor, MyBookingsAnswerSchema, '/rs/get-my-bookings');
    expect(bookings.Dining).toHaveLength(1);
    expect(bookings.Dining[0]).toMatchObject({
      DiningVenue: 'The Boathouse',
      start: '19:00',
      PartySize: 2,
      FirstName: 'Grace',
    });
  });

  it('refuses a cart with a balance, and a guest who is not logged in', async () => {
    const visitor = await guestWithRoom();
    const answer = await postAs(
      visitor,
      CheckoutAnswerSchema,
      '/rs/reserve',
      await reserveBody(visitor),
    );
    expect(answer.Result.Text).toBe('There is a balance to pay: please pay by card.');
    const anonymous = createVisitor(sandbox.current);
    await anonymous.post('/sandbox/api/cart/sample', { category: 'Dining' });
    const refused = await postAs(
      anonymous,
      CheckoutAnswerSchema,
      '/rs/reserve',
      await reserveBody(anonymous),
    );
    expect(refused.Result.Text).toBe('Must be logged in to complete the booking.');
  });
});

describe('stored cards', () => {
  it('adds a card through the payment page (CreateToken) and removes it', async () => {
    const visitor = createVisitor(sandbox.current);
    guestCount += 1;
    await registerGuest(visitor, `payer${guestCount}@innkit.test`);
    const started = await setCheckout(visitor, true);
    const page = await (await fetch(started.ForwardURL ?? '')).text();
    expect(page).toContain('Save card');
    const fields = await pay(started.ForwardURL ?? '');
    expect(fields.paymentAmount).toBe('0');
    const done = await checkout(visitor, fields);
    expect(done).toMatchObject({ Result: { value: 'SUCCESS' }, BookingRef: null });

    const profile = await rs(visitor, FetchCustomerProfileAnswerSchema, 'FetchCustomerProfile');
    const cards = profile.Customer?.OnFileCards ?? [];
    expect(cards).toEqual([
      {
        OnFileCardId: expect.any(String),
        CardType: 'VISA',
        LastFourDigits: '1111',
        CardHolderName: 'Ada Lovelace',
        CardExpiryDate: '1239',
      },
    ]);
    const stored = JSON.stringify(db().prepare('SELECT * FROM customer_cards').all());
    expect(stored).not.toContain('4444333322221111');

    const remove = { RemoveOnFileCard: cards[0]?.OnFileCardId };
    const removed = await rs(visitor, ResultAnswerSchema, 'UpdateCustomerProfile', remove);
    expect(removed.Result.value).toBe('SUCCESS');
    const again = await rs(visitor, ResultAnswerSchema, 'UpdateCustomerProfile', remove);
    expect(again.Result).toMatchObject({ value: 'FAIL', Text: 'That card is no longer on file.' });
  });

  it('adds a card (CardOnly) with a room in the cart: nothing charged, booked or superseded', async () => {
    const visitor = await guestWithRoom();
    const paying = await setCheckout(visitor);
    const adding = await rs(visitor, SetCheckoutAnswerSchema, 'SetCheckout', { CardOnly: true });
    const page = await (await fetch(adding.ForwardURL ?? '')).text();
    expect(page).toContain('Save card');
    expect(page).not.toContain('£245.00');
    // The checkout's own page, open in another tab, can still take its payment.
    expect((await fetch(paying.ForwardURL ?? '')).status).toBe(200);
    const fields = await pay(adding.ForwardURL ?? '');
    expect(fields.paymentAmount).toBe('0');
    const added = await checkout(visitor, fields);
    expect(added).toMatchObject({ Result: { value: 'SUCCESS' }, BookingRef: null });
    expect((await cart(visitor)).FolioItems).toHaveLength(1);
    const profile = await rs(visitor, FetchCustomerProfileAnswerSchema, 'FetchCustomerProfile');
    expect(profile.Customer?.OnFileCards.map((c) => c.LastFourDigits)).toEqual(['1111']);
    // A later checkout of the cart is not mistaken for "already paid".
    const next = await setCheckout(visitor);
    expect(next.Result.value).toBe('SUCCESS');
    const paid = await checkout(visitor, await pay(next.ForwardURL ?? ''));
    expect(paid.BookingRef).toMatch(/^LK\d+$/);
    expect((await cart(visitor)).FolioItems).toEqual([]);
  });

  it('stores the card of a payment with StoreCard', async () => {
    const visitor = await guestWithRoom();
    const started = await setCheckout(visitor);
    await checkout(visitor, await pay(started.ForwardURL ?? ''), true);
    const profile = await rs(visitor, FetchCustomerProfileAnswerSchema, 'FetchCustomerProfile');
    expect(profile.Customer?.OnFileCards).toHaveLength(1);
  });
});

describe('the result address', () => {
  it('is on the checkout page’s origin (its Origin header, as behind a proxy)', async () => {
    const visitor = await guestWithRoom();
    const response = await visitor.post(
      '/rs/request',
      { method: 'SetCheckout', data: await sessionFieldsOf(visitor) },
      { headers: { Origin: 'http://shop.test:9000', 'Content-Type': 'application/json' } },
    );
    const started = v.parse(SetCheckoutAnswerSchema, await response.json());
    const page = await fetch(started.ForwardURL ?? '');
    expect(page.headers.get('Content-Security-Policy')).toContain(
      'frame-ancestors http://shop.test:9000',
    );
    const outcome = await submitPaymentPage(started.ForwardURL ?? '', { action: 'cancel' });
    expect(outcome.location?.origin).toBe('http://shop.test:9000');
  });
});

describe('the booking pages’ Content-Security-Policy', () => {
  it('allows frames from the payment origin and scripts from this origin and its own inline ones', async () => {
    const response = await fetch(`${sandbox.current.url}/the-lake/book/checkout`);
    const html = await response.text();
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(response.status).toBe(200);
    expect(csp).toContain(`frame-src 'self' ${sandbox.current.payment.origin}`);
    expect(csp).toContain("object-src 'none'");
    // Its own inline modules by hash, and the stay calendar's Speculation Rules (JSON, no code).
    expect(csp).toMatch(
      /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*( 'inline-speculation-rules')?;/,
    );
    expect(csp).not.toContain("'unsafe-inline'");
    const inline = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)];
    const hashes = csp.match(/'sha256-/g) ?? [];
    expect(hashes).toHaveLength(inline.length);
    for (const [, script] of inline) {
      const hash = createHash('sha256')
        .update(script ?? '')
        .digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
    }
    expect(csp).not.toContain('unsafe-inline');
    // Every page of the engine carries it: the checkout is reached in-page from the cart.
    for (const path of ['/the-lake/book', '/the-lake/book/', '/the-lake/book/cart']) {
      const other = await fetch(`${sandbox.current.url}${path}`);
      expect(other.headers.get('Content-Security-Policy'), path).toContain(
        `frame-src 'self' ${sandbox.current.payment.origin}`,
      );
    }
    // Other pages carry the demo pages' policy (no payment frames).
    const home = await fetch(`${sandbox.current.url}/the-lake/`);
    expect(home.headers.get('Content-Security-Policy')).not.toContain('frame-src');
  });
});

describe('extras added to a booked stay (My Bookings)', () => {
  it('adds an allowed post-stay extra to the customer’s booked room, due at the hotel', async () => {
    const visitor = await guestWithRoom();
    const room = (await cart(visitor)).FolioItems[0];
    const started = await setCheckout(visitor);
    await checkout(visitor, await pay(started.ForwardURL ?? ''));
    const add = (PMSItemId: string, who = visitor) =>
      rs(who, ResultAnswerSchema, 'AddPMSSpecialService', {
        PMSFolioId: room?.FolioId,
        PMSItemId,
        Qty: 1,
        Comments: null,
      });
    expect((await add('4201')).Result.value).toBe('SUCCESS');
    // An excluded name (§5) is refused after booking, and so is another customer's room.
    expect((await add('4122')).Result).toMatchObject({ value: 'FAIL' });
    const other = await guestWithRoom();
    expect((await add('4201', other)).Result).toMatchObject({
      value: 'FAIL',
      Text: 'Extras can no longer be added to that room: it is not in your cart or upcoming stays.',
    });
    // Once the stay is over, nothing more can be added to it (never served, never collected).
    const afterTheStay = await visitor.post(
      '/rs/request',
      {
        method: 'AddPMSSpecialService',
        data: { PMSFolioId: room?.FolioId, PMSItemId: '4201', Qty: 1, Comments: null },
      },
      { headers: { 'X-IK-Now': '2027-12-31' } },
    );
    expect(v.parse(ResultAnswerSchema, await afterTheStay.json()).Result.value).toBe('FAIL');

    const bookings = await postAs(visitor, MyBookingsAnswerSchema, '/rs/get-my-bookings');
    const [stay] = Object.values(bookings.Stays).flatMap((s) => s.rooms);
    expect(stay?.SpecialServices.map((s) => s.PMSSpecialService.PMSSpecialServiceName)).toEqual([
      'Bottle of Prosecco',
    ]);
    expect(stay).toMatchObject({ TotalStayRateIncl: 277, BalanceDue: 32 });
    // Nothing in the new cart; nothing charged.
    expect((await cart(visitor)).FolioItems).toEqual([]);
    expect(count('SELECT COUNT(*) AS n FROM payments WHERE order_key = ?', started.OrderKey)).toBe(
      1,
    );
  });
});
