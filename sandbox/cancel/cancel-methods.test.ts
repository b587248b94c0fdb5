import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { cancellationOutcomeText } from '../../src/domain/policies';
import { CancellationAnswerSchema } from '../../src/schemas/cancellation';
import { CartAnswerSchema } from '../../src/schemas/cart';
import { MyBookingsAnswerSchema } from '../../src/schemas/my-bookings';
import { CheckoutAnswerSchema, SetCheckoutAnswerSchema } from '../../src/schemas/checkout';
import { RedeemGiftCardAnswerSchema } from '../../src/schemas/gift-redemption';
import { BookPmsAnswerSchema, GetRatesAnswerSchema } from '../../src/schemas/rates';
import {
  CreateSpaBookingAnswerSchema,
  FetchSpaAvailabilityAnswerSchema,
} from '../../src/schemas/spa';
import { issuedGiftCard } from '../gift-cards/issued-gift-card';
import { RefundRefused, refundThroughService } from '../payment/refunds';
import {
  bookPmsBody,
  checkoutBody,
  getRatesBody,
  pay,
  postAs,
  registerGuest,
  rs,
  sessionFieldsOf,
} from '../testing/checkout-helpers';
import { type Visitor, createVisitor, useTestSandbox } from '../testing/test-sandbox';
import { onHotelToday } from './cancel-methods';
import { CANCEL_TEXT } from './cancel-text';

/** 14:50 on Monday 1 December 2025 (GMT): a lake B&B arriving Wednesday is free until 15:00. */
const START = Date.UTC(2025, 11, 1, 14, 50);
let now = START;
const sandbox = useTestSandbox({ nowMs: () => now });
beforeEach(() => {
  now = START;
  sandbox.current.repos.settings.setHoldLimits({ perAddress: 1000 });
});

const STAY = { ArrivalDate: '2025-12-03', DepartureDate: '2025-12-05' };
const DEADLINE = Date.UTC(2025, 11, 1, 15, 0);
const HOT_STONE = '103501';
let guests = 0;

async function guest(): Promise<{ visitor: Visitor; email: string }> {
  const visitor = createVisitor(sandbox.current);
  const email = `canceller-${(guests += 1)}@innkit.test`;
  await registerGuest(visitor, email);
  return { visitor, email };
}

const cart = async (visitor: Visitor) =>
  v.parse(CartAnswerSchema, await (await visitor.get('/rs/get-webfolios')).json());

async function addRoom(visitor: Visitor, PMSRateType = 'BB') {
  const body = await bookPmsBody(visitor, {
    PMSRoomType: 'LKDBL',
    PMSRateType,
    ...STAY,
    Adults: 2,
  });
  const answer = v.parse(
    BookPmsAnswerSchema,
    await (await visitor.post('/rs/book-pms', body)).json(),
  );
  expect(answer.Result.value).toBe('SUCCESS');
}

/** Pays for the cart on the hosted page: the booking's reference, its order and lines. */
async function payCart(visitor: Visitor) {
  const { FolioItems, FolioBalance } = await cart(visitor);
  const started = await rs(visitor, SetCheckoutAnswerSchema, 'SetCheckout', {
    Balance: FolioBalance,
  });
  const fields = await pay(started.ForwardURL ?? '');
  const done = await postAs(visitor, CheckoutAnswerSchema, '/rs/checkout', {
    ...(await checkoutBody(visitor, fields)),
  });
  expect(done.Result.value).toBe('SUCCESS');
  return { ref: done.BookingRef ?? '', orderKey: started.OrderKey ?? '', lines: FolioItems };
}

async function call(
  visitor: Visitor,
  method: 'QuoteCancellation' | 'CancelBookedItem',
  BookingRef: string,
  FolioItemId: string | null,
) {
  return rs(visitor, CancellationAnswerSchema, method, {
    ...(await sessionFieldsOf(visitor)),
    BookingRef,
    FolioItemId,
  });
}

async function roomsFree(visitor: Visitor, rate = 'BB') {
  const body = await getRatesBody(visitor, { ...STAY, Adults: 2 });
  const answer = v.parse(
    GetRatesAnswerSchema,
    await (await visitor.post('/rs/get-rates', body)).json(),
  );
  const rates = answer.RoomTypes.find((t) => t.PMSRoomTypeId === 'LKDBL')?.Rates ?? [];
  return rates.find((r) => r.PMSRateTypeId === rate)?.NumRoomsAvail ?? 0;
}

const count = (sql: string, ...args: unknown[]) =>
  (sandbox.current.db.prepare(sql).get(...args) as { n: number }).n;
const refunds = (orderKey: string) =>
  count('SELECT COUNT(*) AS n FROM refunds WHERE order_key = ?', orderKey);

async function bookedRoom(rate = 'BB') {
  const { visitor, email } = await guest();
  await addRoom(visitor, rate);
  const paid = await payCart(visitor);
  return { visitor, email, ...paid, line: paid.lines[0]! };
}

describe('QuoteCancellation and CancelBookedItem', { timeout: 30_000 }, () => {
  it('quotes a free cancel before the deadline, and the quote changes nothing', async () => {
    const { visitor, ref, line, orderKey } = await bookedRoom();
    const free = await roomsFree(visitor);
    const quote = await call(visitor, 'QuoteCancellation', ref, line.FolioItemId);
    expect(quote.Result.value).toBe('SUCCESS');
    expect(quote.Cancellation).toMatchObject({
      BookingRef: ref,
      Fee: 0,
      CardRefund: line.Amount,
      GiftCardRefund: 0,
      CardLastFour: '1111',
      Done: false,
    });
    const { Fee, CardRefund, GiftCardRefund, CardLastFour } = quote.Cancellation!;
    const words = { fee: Fee, cardRefund: CardRefund, giftCardRefund: GiftCardRefund };
    expect(cancellationOutcomeText({ ...words, cardLastFour: CardLastFour })).toEqual([
      `£${line.Amount.toFixed(2)} back to the card ending 1111 within 5–10 days`,
    ]);
    expect(await roomsFree(visitor)).toBe(free);
    expect(refunds(orderKey)).toBe(0);
  });

  it('cancels: the room is free again at once, the card refunded, a confirmation mailed', async () => {
    const { visitor, email, ref, line, orderKey } = await bookedRoom();
    const free = await roomsFree(visitor);
    const done = await call(visitor, 'CancelBookedItem', ref, line.FolioItemId);
    expect(done.Cancellation).toMatchObject({ Fee: 0, CardRefund: line.Amount, Done: true });
    expect(await roomsFree(visitor)).toBe(free + 1);
    expect(refunds(orderKey)).toBe(1);
    expect(count('SELECT amount_minor AS n FROM refunds WHERE order_key = ?', orderKey)).toBe(
      Math.round(line.Amount * 100),
    );
    const bookings = await postAs(visitor, MyBookingsAnswerSchema, '/rs/get-my-bookings');
    const room = Object.values(bookings.Stays).flatMap((stay) => stay.rooms)[0];
    expect(room).toMatchObject({
      FolioItemId: line.FolioItemId,
      Venue: 'lake',
      Cancelled: { Fee: 0, Refund: line.Amount, On: '2025-12-01' },
    });
    expect(room?.Policies?.cancellation.kind).toBe('free-until');
    const mail = sandbox.current.repos.account.mail().filter((m) => m.recipient === email);
    const sent = mail.find((m) => m.subject === CANCEL_TEXT.mailSubject(ref));
    expect(sent?.body).toContain('back to the card ending 1111 within 5–10 days');
  });

  it('refunds once for a double click, two tabs and 50 concurrent cancels', async () => {
    const { visitor, ref, line, orderKey } = await bookedRoom();
    // One guest's cookies: a double click and other tabs send the same session.
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(visitor, 'CancelBookedItem', ref, line.FolioItemId)),
    );
    const again = await call(visitor, 'CancelBookedItem', ref, null);
    for (const answer of [...answers, again]) {
      expect(answer.Result.value).toBe('SUCCESS');
      expect(answer.Cancellation).toMatchObject({ CardRefund: line.Amount, Done: true });
    }
    expect(refunds(orderKey)).toBe(1);
    expect(count('SELECT COUNT(*) AS n FROM booking_cancellations')).toBeGreaterThan(0);
  });

  it('enforces the free deadline to the second, then keeps the first night', async () => {
    const { visitor, ref, line, orderKey } = await bookedRoom();
    now = DEADLINE - 1000;
    const before = await call(visitor, 'QuoteCancellation', ref, line.FolioItemId);
    expect(before.Cancellation).toMatchObject({ Fee: 0, CardRefund: line.Amount });
    now = DEADLINE;
    const firstNight = Math.round((line.Amount / 2) * 100) / 100;
    const after = await call(visitor, 'CancelBookedItem', ref, line.FolioItemId);
    expect(after.Cancellation).toMatchObject({
      Fee: firstNight,
      CardRefund: Math.round((line.Amount - firstNight) * 100) / 100,
      Done: true,
    });
    expect(after.Cancellation?.Lines[0]).toMatchObject({ Free: false, Fee: firstNight });
    expect(refunds(orderKey)).toBe(1);
  });

  it('keeps everything of a non-refundable room and says so', async () => {
    const { visitor, ref, line, orderKey } = await bookedRoom('RO');
    const quote = await call(visitor, 'QuoteCancellation', ref, line.FolioItemId);
    expect(quote.Cancellation).toMatchObject({ Fee: line.Amount, CardRefund: 0 });
    expect(cancellationOutcomeText({ fee: line.Amount, cardRefund: 0, giftCardRefund: 0 })).toEqual(
      [`£${line.Amount.toFixed(2)} is kept as the cancellation fee; nothing is refunded`],
    );
    await call(visitor, 'CancelBookedItem', ref, line.FolioItemId);
    expect(refunds(orderKey)).toBe(0);
  });

  it('refuses another guest’s booking as if it did not exist, and one not logged in', async () => {
    const { visitor, ref, line, orderKey } = await bookedRoom();
    const free = await roomsFree(visitor);
    const other = (await guest()).visitor;
    for (const method of ['QuoteCancellation', 'CancelBookedItem'] as const) {
      const answer = await call(other, method, ref, line.FolioItemId);
      expect(answer.Result).toMatchObject({ value: 'FAIL', Text: CANCEL_TEXT.notFound });
      expect(answer.Cancellation).toBeNull();
    }
    const stranger = createVisitor(sandbox.current);
    const answer = await call(stranger, 'CancelBookedItem', ref, line.FolioItemId);
    expect(answer.Result).toMatchObject({ value: 'FAIL', Text: CANCEL_TEXT.logIn });
    expect(await roomsFree(visitor)).toBe(free);
    expect(refunds(orderKey)).toBe(0);
  });

  it('frees a treatment’s therapist, refunds the card first and the gift card’s share to it', async () => {
    const { visitor, email } = await guest();
    const customer = sandbox.current.repos.customers.findByEmail(email)!;
    const day = '2025-12-04';
    const times = async () =>
      (
        await rs(visitor, FetchSpaAvailabilityAnswerSchema, 'FetchSpaAvailability', {
          SpaItemId: HOT_STONE,
          Date: day,
          Gender: 'X',
          Version: 2,
        })
      ).Availabilities.map((a) => a.StartTime.slice(11, 16));
    expect(await times()).toContain('09:00');
    const booked = await rs(visitor, CreateSpaBookingAnswerSchema, 'CreateSpaBooking', {
      CustomerId: String(customer.id),
      SpaItemId: HOT_STONE,
      StartDateTime: `${day}T09:00`,
      SpaStaffId: null,
      GuestRequest: null,
    });
    expect(booked.Result.value).toBe('SUCCESS');
    const code = issuedGiftCard(sandbox.current.repos, {
      balanceMinor: 5_000,
      expiresOn: '2027-12-01',
      now,
    });
    await rs(visitor, RedeemGiftCardAnswerSchema, 'RedeemGiftCard', { Code: code });
    const { ref, orderKey, lines } = await payCart(visitor);
    expect(await times()).not.toContain('09:00');
    const balance = () => sandbox.current.repos.giftRedemptions.card(code)?.balance_minor;
    expect(balance()).toBe(0);
    const done = await call(visitor, 'CancelBookedItem', ref, lines[0]!.FolioItemId);
    expect(done.Cancellation).toMatchObject({ Fee: 0, CardRefund: 60, GiftCardRefund: 50 });
    expect(await times()).toContain('09:00');
    expect(balance()).toBe(5_000);
    expect(refunds(orderKey)).toBe(1);
  });

  it('never refunds more than the order paid, less what went back before', async () => {
    const { visitor, ref, line, orderKey } = await bookedRoom();
    await call(visitor, 'CancelBookedItem', ref, line.FolioItemId);
    const { repos } = sandbox.current;
    expect(() =>
      repos.folios.transaction(() => refundThroughService(repos, orderKey, 1, [], now)),
    ).toThrow(RefundRefused);
    expect(refunds(orderKey)).toBe(1);
  });
});

describe('onHotelToday', () => {
  it('moves the server’s instant by whole days onto a pinned hotel day, keeping the time', () => {
    expect(onHotelToday('2025-12-01', START)).toBe(START);
    expect(onHotelToday('2025-12-03', START)).toBe(Date.UTC(2025, 11, 3, 14, 50));
    expect(onHotelToday('2025-11-01', START)).toBe(Date.UTC(2025, 10, 1, 14, 50));
  });
});
