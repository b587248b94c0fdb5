import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { policyDay } from '../../src/domain/policies/deadline-words';
import { PAY_BALANCE_TEXT } from '../../src/domain/policies/pay-balance-text';
import { BalanceAnswerSchema } from '../../src/schemas/balance';
import { CancellationAnswerSchema } from '../../src/schemas/cancellation';
import { CartAnswerSchema } from '../../src/schemas/cart';
import { CheckoutAnswerSchema, SetCheckoutAnswerSchema } from '../../src/schemas/checkout';
import { MyBookingsAnswerSchema } from '../../src/schemas/my-bookings';
import { BookPmsAnswerSchema } from '../../src/schemas/rates';
import { NOT_YOURS } from '../checkout/finalise';
import { issuedGiftCard } from '../gift-cards/issued-gift-card';
import {
  bookPmsBody,
  checkoutBody,
  loginBody,
  pay,
  postAs,
  registerGuest,
  registration,
  reserveBody,
  rs,
  sessionFieldsOf,
} from '../testing/checkout-helpers';
import { type Visitor, createVisitor, useTestSandbox } from '../testing/test-sandbox';

/** Monday 1 December 2025, 10:00: a weekend deposit stay from Friday 9 January 2026. */
const START = Date.UTC(2025, 11, 1, 10, 0);
let now = START;
const sandbox = useTestSandbox({ nowMs: () => now });
beforeEach(() => {
  now = START;
  sandbox.current.repos.settings.setHoldLimits({ perAddress: 1000 });
});

/**
 * WKND2 (Friday arrivals, two nights): the first night now, the balance 14 days before
 * arrival. Most bookings here are for the weekend of Friday 26 December 2025 (its balance due
 * Friday 12 December); the first, from Friday 9 January 2026, is due Friday 26 December.
 */
const DUE = '2025-12-26';
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const nextStay = (ArrivalDate = '2025-12-26') => ({
  ArrivalDate,
  DepartureDate: addDays(ArrivalDate, 2),
  due: addDays(ArrivalDate, -14),
});
let guests = 0;

const emailOf = new WeakMap<Visitor, string>();
async function guest(): Promise<Visitor> {
  const visitor = createVisitor(sandbox.current);
  const email = `balance-${(guests += 1)}@innkit.test`;
  await registerGuest(visitor, email);
  emailOf.set(visitor, email);
  return visitor;
}

/** The same guest logged in afresh (their session lapsed while the clock moved on). */
async function again(visitor: Visitor): Promise<Visitor> {
  const fresh = createVisitor(sandbox.current);
  const body = await loginBody(
    fresh,
    emailOf.get(visitor) ?? '',
    registration('').NewCustomer.Password,
  );
  expect((await fresh.post('/rs/login', body)).ok).toBe(true);
  return fresh;
}

const cartOf = async (visitor: Visitor) =>
  v.parse(CartAnswerSchema, await (await visitor.get('/rs/get-webfolios')).json());

async function addRoom(
  visitor: Visitor,
  PMSRateType = 'WKND2',
  stay: { ArrivalDate: string; DepartureDate: string } = nextStay(),
) {
  const { ArrivalDate, DepartureDate } = stay;
  const body = await bookPmsBody(visitor, {
    PMSRoomType: 'LKDBL',
    PMSRateType,
    ArrivalDate,
    DepartureDate,
    Adults: 2,
  });
  const answer = v.parse(
    BookPmsAnswerSchema,
    await (await visitor.post('/rs/book-pms', body)).json(),
  );
  expect(`${ArrivalDate} ${answer.Result.value} ${answer.Result.Text}`).toBe(
    `${ArrivalDate} SUCCESS `,
  );
}

const count = (sql: string, ...args: unknown[]) =>
  (sandbox.current.db.prepare(sql).get(...args) as { n: number }).n;
const charged = (orderKey: string) =>
  count('SELECT COALESCE(SUM(amount_minor), 0) AS n FROM payments WHERE order_key = ?', orderKey);
const refunded = () => count('SELECT COALESCE(SUM(amount_minor), 0) AS n FROM refunds');
const paidIn = () => count('SELECT COALESCE(SUM(amount_minor), 0) AS n FROM payments');

/** A deposit stay booked and its deposit paid: the reference, the total and the deposit. */
async function depositBooking() {
  const visitor = await guest();
  const stay = nextStay();
  await addRoom(visitor, 'WKND2', stay);
  const cart = await cartOf(visitor);
  const total = cart.FolioBalance;
  const dueToday = cart.PaymentSchedule?.DueToday ?? -1;
  const started = await rs(visitor, SetCheckoutAnswerSchema, 'SetCheckout', { Balance: dueToday });
  expect(started.Result.value).toBe('SUCCESS');
  const fields = await pay(started.ForwardURL ?? '');
  const done = await postAs(visitor, CheckoutAnswerSchema, '/rs/checkout', {
    ...(await checkoutBody(visitor, fields)),
  });
  expect(done.Result.value).toBe('SUCCESS');
  const ref = done.BookingRef ?? '';
  return { visitor, ref, total, dueToday, orderKey: started.OrderKey!, due: stay.due };
}

const balances = async (visitor: Visitor) =>
  (await postAs(visitor, MyBookingsAnswerSchema, '/rs/get-my-bookings')).Balances ?? [];

/** The booked room's money as My Bookings shows it: what paid, how, and what is still due. */
async function roomMoney(visitor: Visitor) {
  const answer = await postAs(visitor, MyBookingsAnswerSchema, '/rs/get-my-bookings');
  const [room] = Object.values(answer.Stays ?? {}).flatMap((stay) => stay.rooms);
  return { paid: room?.Paid?.map((p) => [p.By, p.Amount]), due: room?.BalanceDue };
}

async function startBalance(visitor: Visitor, BookingRef: string, Balance: number) {
  return rs(visitor, BalanceAnswerSchema, 'StartBalancePayment', {
    ...(await sessionFieldsOf(visitor)),
    BookingRef,
    Balance,
  });
}

async function payBalance(visitor: Visitor, BookingRef: string, fields: Record<string, string>) {
  return rs(visitor, BalanceAnswerSchema, 'PayBalance', {
    ...(await sessionFieldsOf(visitor)),
    BookingRef,
    status: 'success',
    ...fields,
  });
}

describe('deposits at checkout', { timeout: 30_000 }, () => {
  it('charges only what is due today, on a card page asking for exactly that', async () => {
    const visitor = await guest();
    await addRoom(visitor, 'WKND2', { ArrivalDate: '2026-01-09', DepartureDate: '2026-01-11' });
    const cart = await cartOf(visitor);
    const firstNight = Math.round((cart.FolioBalance / 2) * 100) / 100;
    expect(cart.PaymentSchedule).toEqual({
      DueToday: firstNight,
      Balance: { Amount: Math.round((cart.FolioBalance - firstNight) * 100) / 100, Due: DUE },
      AtHotel: 0,
    });
    // The whole total is not what the guest was shown as due today: nothing starts.
    const whole = await rs(visitor, SetCheckoutAnswerSchema, 'SetCheckout', {
      Balance: cart.FolioBalance,
    });
    expect(whole.Result.value).toBe('FAIL');
    const started = await rs(visitor, SetCheckoutAnswerSchema, 'SetCheckout', {
      Balance: firstNight,
    });
    // The card page asks for "Due today", and says the rest in the checkout's words.
    const page = await (await fetch(started.ForwardURL ?? '')).text();
    expect(page).toContain(`Amount to pay: <strong>£${firstNight.toFixed(2)}</strong>`);
    const rest = (cart.FolioBalance - firstNight).toFixed(2);
    expect(page).toContain(
      `Due today £${firstNight.toFixed(2)} · £${rest} on Friday 26 December 2025`,
    );
    const fields = await pay(started.ForwardURL ?? '');
    expect(fields.paymentAmount).toBe(String(Math.round(firstNight * 100)));
    const done = await postAs(visitor, CheckoutAnswerSchema, '/rs/checkout', {
      ...(await checkoutBody(visitor, fields)),
    });
    expect(done.Result.value).toBe('SUCCESS');
    expect(charged(started.OrderKey!)).toBe(Math.round(firstNight * 100));
    expect(await balances(visitor)).toEqual([
      { BookingRef: done.BookingRef, Amount: cart.FolioBalance - firstNight, Due: DUE },
    ]);
  });

  it('still charges a flexible stay in full, with no balance', async () => {
    const visitor = await guest();
    await addRoom(visitor, 'BB', nextStay('2026-01-02'));
    const cart = await cartOf(visitor);
    expect(cart.PaymentSchedule).toEqual({
      DueToday: cart.FolioBalance,
      Balance: null,
      AtHotel: 0,
    });
  });
});

describe('a stay paid at the hotel', { timeout: 30_000 }, () => {
  it('is booked with nothing charged today, and owes nothing online', async () => {
    const visitor = await guest();
    await addRoom(visitor, 'FLEX', nextStay('2026-01-02'));
    const cart = await cartOf(visitor);
    expect(cart.PaymentSchedule).toEqual({
      DueToday: 0,
      Balance: null,
      AtHotel: cart.FolioBalance,
    });
    const before = paidIn();
    const done = await postAs(visitor, CheckoutAnswerSchema, '/rs/reserve', {
      ...(await reserveBody(visitor)),
    });
    expect(done.Result.value).toBe('SUCCESS');
    expect(paidIn()).toBe(before);
    expect(await balances(visitor)).toEqual([]);
  });
});

describe('Pay balance', { timeout: 30_000 }, () => {
  it('pays the balance on the hosted page once, however often the result is replayed', async () => {
    const { visitor, ref, total, dueToday } = await depositBooking();
    const balance = Math.round((total - dueToday) * 100) / 100;
    // Before: the deposit by card, the rest due (not "paid in other ways").
    expect(await roomMoney(visitor)).toEqual({ paid: [['card', dueToday]], due: balance });
    const started = await startBalance(visitor, ref, balance);
    expect(started.Result).toMatchObject({ value: 'SUCCESS' });
    const fields = await pay(started.ForwardURL ?? '');
    expect(fields.paymentAmount).toBe(String(Math.round(balance * 100)));
    // A double click, two tabs and a replayed result: one charge.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => payBalance(visitor, ref, fields)),
    );
    const replay = await payBalance(visitor, ref, fields);
    for (const answer of [...answers, replay]) {
      expect(answer.Result.value).toBe('SUCCESS');
      expect(answer).toMatchObject({ Paid: balance, Balance: 0 });
    }
    expect(charged(started.OrderKey!)).toBe(Math.round(balance * 100));
    expect(count('SELECT COUNT(*) AS n FROM payments WHERE order_key = ?', started.OrderKey)).toBe(
      1,
    );
    expect(await balances(visitor)).toEqual([]);
    // My Bookings reconciles: the deposit and the balance both by card, nothing due.
    expect(await roomMoney(visitor)).toEqual({ paid: [['card', total]], due: 0 });
    const again = await startBalance(visitor, ref, balance);
    expect(again.Result.Text).toBe(PAY_BALANCE_TEXT.nothingToPay);
  });

  it('refuses a forged result and a balance that is not the one the guest saw', async () => {
    const { visitor, ref, total, dueToday } = await depositBooking();
    const balance = Math.round((total - dueToday) * 100) / 100;
    const stale = await startBalance(visitor, ref, balance + 1);
    expect(stale.Result.Text).toBe(PAY_BALANCE_TEXT.changed(balance));
    const started = await startBalance(visitor, ref, balance);
    const fields = await pay(started.ForwardURL ?? '');
    const forged = await payBalance(visitor, ref, { ...fields, paymentAmount: '1' });
    expect(forged.Result.Text).toBe(PAY_BALANCE_TEXT.notVerified);
    expect(charged(started.OrderKey!)).toBe(0);
  });

  it('lets no other guest see, start or pay a balance (IDOR)', async () => {
    const { visitor, ref, total, dueToday } = await depositBooking();
    const balance = Math.round((total - dueToday) * 100) / 100;
    const other = await guest();
    expect(await balances(other)).toEqual([]);
    const theirs = await startBalance(other, ref, balance);
    expect(theirs.Result.Text).toBe(PAY_BALANCE_TEXT.notFound);
    const code = issuedGiftCard(sandbox.current.repos, {
      balanceMinor: 5000,
      expiresOn: '2027-12-01',
      now,
    });
    const giftTry = await rs(other, BalanceAnswerSchema, 'ApplyGiftCardToBalance', {
      ...(await sessionFieldsOf(other)),
      BookingRef: ref,
      Code: code,
    });
    expect(giftTry.Result.Text).toBe(PAY_BALANCE_TEXT.notFound);
    // The owner's paid result relayed by another guest records nothing.
    const started = await startBalance(visitor, ref, balance);
    const fields = await pay(started.ForwardURL ?? '');
    const relayed = await payBalance(other, ref, fields);
    expect(relayed.Result.Text).toBe(NOT_YOURS);
    expect(charged(started.OrderKey!)).toBe(0);
  });

  it('takes a gift card first, then the rest by card', async () => {
    const { visitor, ref, total, dueToday } = await depositBooking();
    const balance = Math.round((total - dueToday) * 100) / 100;
    const code = issuedGiftCard(sandbox.current.repos, {
      balanceMinor: 5000,
      expiresOn: '2027-12-01',
      now,
    });
    const applied = await rs(visitor, BalanceAnswerSchema, 'ApplyGiftCardToBalance', {
      ...(await sessionFieldsOf(visitor)),
      BookingRef: ref,
      Code: code,
    });
    const left = Math.round((balance - 50) * 100) / 100;
    expect(applied).toMatchObject({ Paid: 50, Balance: left });
    expect(await balances(visitor)).toMatchObject([{ BookingRef: ref, Amount: left }]);
    const started = await startBalance(visitor, ref, left);
    const fields = await pay(started.ForwardURL ?? '');
    expect(await payBalance(visitor, ref, fields)).toMatchObject({ Paid: left, Balance: 0 });
  });

  it('never charges after a cancel, nor refunds more than was paid', async () => {
    const { visitor, ref, total, dueToday } = await depositBooking();
    const balance = Math.round((total - dueToday) * 100) / 100;
    const started = await startBalance(visitor, ref, balance);
    // The card page takes the money (authorised) while another tab cancels the booking.
    const fields = await pay(started.ForwardURL ?? '');
    const [cancel, paid] = await Promise.all([
      rs(visitor, CancellationAnswerSchema, 'CancelBookedItem', {
        ...(await sessionFieldsOf(visitor)),
        BookingRef: ref,
        FolioItemId: null,
      }),
      payBalance(visitor, ref, fields),
    ]);
    expect(cancel.Result.value).toBe('SUCCESS');
    expect(refunded()).toBeLessThanOrEqual(paidIn());
    if (paid.Result.value === 'SUCCESS') {
      // The balance was paid first: the cancel gave all of it back.
      expect(cancel.Cancellation?.CardRefund).toBe(total);
    } else {
      expect(paid.Result.Text).toBe(PAY_BALANCE_TEXT.voided);
      expect(cancel.Cancellation?.CardRefund).toBe(dueToday);
      expect(charged(started.OrderKey!)).toBe(0);
    }
    const replay = await payBalance(visitor, ref, fields);
    expect(refunded()).toBeLessThanOrEqual(paidIn());
    expect(count('SELECT COUNT(*) AS n FROM payments WHERE order_key = ?', started.OrderKey)).toBe(
      replay.Result.value === 'SUCCESS' ? 1 : 0,
    );
    expect(await startBalance(visitor, ref, balance)).toMatchObject({
      Result: { Text: PAY_BALANCE_TEXT.nothingToPay },
    });
  });

  it('keeps the deposit, not more, when a deposit stay is cancelled late', async () => {
    const { visitor, ref, dueToday, due } = await depositBooking();
    // Free until 15:00 seven days before arrival; the morning after that.
    now = Date.parse(`${addDays(due, 8)}T10:00:00Z`);
    const later = await again(visitor);
    const done = await rs(later, CancellationAnswerSchema, 'CancelBookedItem', {
      ...(await sessionFieldsOf(later)),
      BookingRef: ref,
      FolioItemId: null,
    });
    expect(done.Result.Text).toBe('');
    expect(done.Cancellation).toMatchObject({ Fee: dueToday, CardRefund: 0 });
    expect(refunded()).toBeLessThanOrEqual(paidIn());
  });
});

describe('the balance reminder', { timeout: 30_000 }, () => {
  const runJob = (visitor: Visitor, day: string) =>
    visitor
      .post('/sandbox/api/jobs/balance-reminders', {}, { headers: { 'X-IK-Now': day } })
      .then((response) => response.json() as Promise<{ reminded: string[] }>);

  it('mails once, seven days before the balance is due, on the sandbox clock', async () => {
    const { visitor, ref, due } = await depositBooking();
    expect((await runJob(visitor, addDays(due, -8))).reminded).not.toContain(ref);
    expect((await runJob(visitor, addDays(due, -7))).reminded).toContain(ref);
    expect((await runJob(visitor, addDays(due, -6))).reminded).not.toContain(ref);
    const mail = sandbox.current.repos.account
      .mail()
      .filter((m) => m.subject === PAY_BALANCE_TEXT.reminderSubject(ref));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.body).toContain(policyDay(due));
  });

  it('sends none for a balance paid before then', async () => {
    const { visitor, ref, total, dueToday, due } = await depositBooking();
    const started = await startBalance(visitor, ref, Math.round((total - dueToday) * 100) / 100);
    await payBalance(visitor, ref, await pay(started.ForwardURL ?? ''));
    expect((await runJob(visitor, addDays(due, -7))).reminded).not.toContain(ref);
  });
});
