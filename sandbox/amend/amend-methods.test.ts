import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { AMEND_TEXT, amendRefusalText } from '../../src/domain/amend';
import { BOOKING_VAULT } from '../../src/domain/rates/booking-vault';
import { addDays } from '../../src/domain/calendar/calendar-day';
import { nightsBetween } from '../../src/domain/stay/nights-between';
import { rateCharge } from '../../src/domain/rates/rate-charge';
import { AmendmentAnswerSchema } from '../../src/schemas/amendment';
import { CartAnswerSchema } from '../../src/schemas/cart';
import { CheckoutAnswerSchema, SetCheckoutAnswerSchema } from '../../src/schemas/checkout';
import { MyBookingsAnswerSchema } from '../../src/schemas/my-bookings';
import { BookPmsAnswerSchema, GetRatesAnswerSchema } from '../../src/schemas/rates';
import { holdOfPmsFolioId } from '../stay/pms-folio-id';
import {
  bookPmsBody,
  checkoutBody,
  getRatesBody,
  pay,
  postAs,
  registerGuest,
  rs,
  sessionFieldsOf,
  submitPaymentPage,
} from '../testing/checkout-helpers';
import { nightsSoldTwice } from '../testing/stay-audit';
import { type Visitor, createVisitor, useTestSandbox } from '../testing/test-sandbox';
import { AMEND_HOLD_MS } from './amend-stay';

/** 14:50 on Monday 1 December 2025 (GMT): a lake B&B arriving Wednesday is free until 15:00. */
const START = Date.UTC(2025, 11, 1, 14, 50);
let now = START;
const sandbox = useTestSandbox({ nowMs: () => now });
beforeEach(() => {
  now = START;
  sandbox.current.repos.settings.setHoldLimits({ perAddress: 1000 });
});

const STAY = { ArrivalDate: '2025-12-03', DepartureDate: '2025-12-05' };
/** One night: any two-night change costs more. */
const ONE_NIGHT = { ArrivalDate: '2025-12-03', DepartureDate: '2025-12-04' };
const DEADLINE = Date.UTC(2025, 11, 1, 15, 0);
const ROOM = 'LKDBL';
let guests = 0;

async function guest(): Promise<Visitor> {
  const visitor = createVisitor(sandbox.current);
  await registerGuest(visitor, `amender-${(guests += 1)}@innkit.test`);
  return visitor;
}

async function addRoom(visitor: Visitor, stay: typeof STAY, PMSRateType = 'BB') {
  const body = await bookPmsBody(visitor, { PMSRoomType: ROOM, PMSRateType, ...stay, Adults: 2 });
  return v.parse(BookPmsAnswerSchema, await (await visitor.post('/rs/book-pms', body)).json());
}

async function bookedRoom(stay = STAY, rate = 'BB') {
  const visitor = await guest();
  expect((await addRoom(visitor, stay, rate)).Result.value).toBe('SUCCESS');
  const cart = v.parse(CartAnswerSchema, await (await visitor.get('/rs/get-webfolios')).json());
  const started = await rs(visitor, SetCheckoutAnswerSchema, 'SetCheckout', {
    Balance: cart.FolioBalance,
  });
  const fields = await pay(started.ForwardURL ?? '');
  const done = await postAs(visitor, CheckoutAnswerSchema, '/rs/checkout', {
    ...(await checkoutBody(visitor, fields)),
  });
  expect(done.Result.value).toBe('SUCCESS');
  const line = cart.FolioItems[0]!;
  return {
    visitor,
    ref: done.BookingRef ?? '',
    orderKey: started.OrderKey ?? '',
    line,
    holdId: holdOfPmsFolioId(String(line.FolioId))!,
  };
}

type Change = { ArrivalDate: string; DepartureDate: string; Adults?: number; Children?: number };

async function amend(
  visitor: Visitor,
  method: 'QuoteAmendment' | 'AmendBookedItem',
  BookingRef: string,
  FolioItemId: string,
  change: Change,
) {
  return rs(visitor, AmendmentAnswerSchema, method, {
    ...(await sessionFieldsOf(visitor)),
    BookingRef,
    FolioItemId,
    Adults: 2,
    Children: 0,
    ...change,
  });
}

async function confirm(visitor: Visitor, fields: object) {
  return rs(visitor, AmendmentAnswerSchema, 'ConfirmAmendment', {
    ...(await sessionFieldsOf(visitor)),
    status: 'success',
    ...fields,
  });
}

/** What a new booking of the room would cost for `stay` (get-rates, then book-pms' rule). */
async function newPrice(visitor: Visitor, stay: Change) {
  const body = await getRatesBody(visitor, { ...stay, Adults: 2 });
  const answer = v.parse(
    GetRatesAnswerSchema,
    await (await visitor.post('/rs/get-rates', body)).json(),
  );
  const rate = answer.RoomTypes.find((t) => t.PMSRoomTypeId === ROOM)?.Rates.find(
    (r) => r.PMSRateTypeId === 'BB',
  );
  if (!rate) return { price: null, free: 0 };
  const nights = nightsBetween(stay.ArrivalDate, stay.DepartureDate);
  return {
    price: rateCharge(rate, nights, BOOKING_VAULT.offers).total,
    free: rate.NumRoomsAvail,
  };
}

const count = (sql: string, ...args: unknown[]) =>
  (sandbox.current.db.prepare(sql).get(...args) as { n: number }).n;
const hold = (id: number) => sandbox.current.repos.stayInventory.holdById(id);
const payments = (orderKey: string) =>
  count('SELECT COUNT(*) AS n FROM payments WHERE order_key = ?', orderKey);

async function myRoom(visitor: Visitor) {
  const bookings = await postAs(visitor, MyBookingsAnswerSchema, '/rs/get-my-bookings');
  return Object.values(bookings.Stays).flatMap((stay) => stay.rooms)[0];
}

/** Leaves exactly one room of the type free on the nights of `stay` (a seeded booking). */
function lastRoom(stay: Change) {
  const { stayInventory } = sandbox.current.repos;
  const nights = stayInventory
    .roomsFree('lake', stay.ArrivalDate, addDays(stay.DepartureDate, -1), now)
    .get(ROOM)!;
  const free = Math.min(...nights.values());
  expect(free).toBeGreaterThan(0);
  if (free > 1) {
    const arrival = stay.ArrivalDate;
    const departure = stay.DepartureDate;
    const seeded = { venue: 'lake' as const, roomType: ROOM, rateType: 'BB', arrival, departure };
    expect(
      stayInventory.hold({ ...seeded, rooms: free - 1, status: 'booked' }, now),
    ).not.toBeNull();
  }
}

describe('QuoteAmendment, AmendBookedItem, ConfirmAmendment', { timeout: 30_000 }, () => {
  it('quotes a longer stay at a new booking’s price, and the quote changes nothing', async () => {
    const { visitor, ref, line, holdId } = await bookedRoom();
    const longer = { ArrivalDate: '2025-12-03', DepartureDate: '2025-12-06' };
    const expected = await newPrice(visitor, longer);
    const holds = count('SELECT COUNT(*) AS n FROM stay_holds');
    const quote = await amend(visitor, 'QuoteAmendment', ref, String(line.FolioItemId), longer);
    expect(quote.Result.value).toBe('SUCCESS');
    expect(quote.Amendment).toMatchObject({
      State: 'QUOTE',
      OldAmount: line.Amount,
      // Its own room is not counted against it: the price a new booking would pay.
      NewAmount: expected.price,
      ToPay: Math.round((expected.price! - line.Amount) * 100) / 100,
      Refund: 0,
    });
    expect(count('SELECT COUNT(*) AS n FROM stay_holds')).toBe(holds);
    expect(hold(holdId)).toMatchObject(
      /* unchanged */ { arrival: '2025-12-03', departure: '2025-12-05' },
    );
  });

  it('makes a cheaper change at once and refunds the difference through the refund path, once', async () => {
    const { visitor, ref, line, orderKey, holdId } = await bookedRoom();
    const shorter = { ArrivalDate: '2025-12-03', DepartureDate: '2025-12-04' };
    const [first, second] = await Promise.all([
      amend(visitor, 'AmendBookedItem', ref, String(line.FolioItemId), shorter),
      amend(visitor, 'AmendBookedItem', ref, String(line.FolioItemId), shorter),
    ]);
    const again = await amend(visitor, 'AmendBookedItem', ref, String(line.FolioItemId), shorter);
    for (const answer of [first, second, again]) {
      expect(answer.Result.value).toBe('SUCCESS');
      expect(answer.Amendment).toMatchObject({ State: 'DONE', ToPay: 0 });
    }
    const refund = first.Amendment!.Refund;
    expect(refund).toBeGreaterThan(0);
    expect(count('SELECT COUNT(*) AS n FROM refunds WHERE order_key = ?', orderKey)).toBe(1);
    expect(count('SELECT amount_minor AS n FROM refunds WHERE order_key = ?', orderKey)).toBe(
      Math.round(refund * 100),
    );
    // The same booked room (its id, its extras), on its new nights.
    expect(hold(holdId)).toMatchObject({ status: 'booked', departure: '2025-12-04' });
    expect(await myRoom(visitor)).toMatchObject({
      ArrivalDate: '2025-12-03',
      DepartureDate: '2025-12-04',
      Nights: 1,
      TotalStayRateIncl: first.Amendment!.NewAmount,
    });
  });

  it('never refunds more than was paid less earlier refunds', async () => {
    const { visitor, ref, line, orderKey } = await bookedRoom();
    // Most of the payment went back already (say, by the hotel).
    const paid = Math.round(line.Amount * 100);
    sandbox.current.repos.cancellations.addRefund(orderKey, paid - 100, [], now);
    const shorter = { ArrivalDate: '2025-12-03', DepartureDate: '2025-12-04' };
    const done = await amend(visitor, 'AmendBookedItem', ref, String(line.FolioItemId), shorter);
    expect(done.Amendment).toMatchObject({ State: 'DONE', Refund: 1 });
    expect(count('SELECT SUM(amount_minor) AS n FROM refunds WHERE order_key = ?', orderKey)).toBe(
      paid,
    );
  });

  it('moves a dearer change only once it is paid, and a replayed result charges once', async () => {
    const { visitor, ref, line, holdId } = await bookedRoom();
    const longer = { ArrivalDate: '2025-12-03', DepartureDate: '2025-12-06' };
    const id = String(line.FolioItemId);
    const [asked, doubled] = await Promise.all([
      amend(visitor, 'AmendBookedItem', ref, id, longer),
      amend(visitor, 'AmendBookedItem', ref, id, longer),
    ]);
    expect(asked.Amendment).toMatchObject({ State: 'PAYMENT' });
    // A double click is the same card page, not a second payment.
    expect(doubled.Amendment?.OrderKey).toBe(asked.Amendment?.OrderKey);
    // Until it is paid the guest holds the booking as it was.
    expect(hold(holdId)).toMatchObject({ arrival: '2025-12-03', departure: '2025-12-05' });
    expect(await myRoom(visitor)).toMatchObject({ DepartureDate: '2025-12-05' });
    const fields = await pay(asked.Amendment!.ForwardURL!);
    expect(fields.paymentAmount).toBe(String(Math.round(asked.Amendment!.ToPay * 100)));
    const answers = await Promise.all([confirm(visitor, fields), confirm(visitor, fields)]);
    const replay = await confirm(visitor, fields);
    for (const answer of [...answers, replay]) {
      expect(answer.Amendment).toMatchObject({ State: 'DONE', DepartureDate: '2025-12-06' });
    }
    expect(payments(fields.orderKey)).toBe(1);
    expect(hold(holdId)).toMatchObject({ status: 'booked', departure: '2025-12-06' });
    expect(count("SELECT COUNT(*) AS n FROM stay_holds WHERE status = 'held'")).toBe(0);
    expect(await myRoom(visitor)).toMatchObject({ DepartureDate: '2025-12-06', Nights: 3 });
  });

  it('keeps the original when the guest abandons the payment', async () => {
    const { visitor, ref, line, holdId } = await bookedRoom();
    const later = { ArrivalDate: '2025-12-10', DepartureDate: '2025-12-13' };
    const free = (await newPrice(visitor, later)).free;
    const asked = await amend(visitor, 'AmendBookedItem', ref, String(line.FolioItemId), later);
    expect(asked.Amendment?.State).toBe('PAYMENT');
    // The new nights are held while the guest pays: no one else can take them meanwhile.
    expect((await newPrice(visitor, later)).free).toBe(free - 1);
    const cancelled = await submitPaymentPage(asked.Amendment!.ForwardURL!, { action: 'cancel' });
    const answer = await confirm(visitor, cancelled.fields);
    expect(answer.Result).toMatchObject({ value: 'FAIL', Text: AMEND_TEXT.paymentNotTaken });
    expect(hold(holdId)).toMatchObject({ status: 'booked', arrival: '2025-12-03' });
    expect((await newPrice(visitor, later)).free).toBe(free);

    // Walking away without a word: the held nights lapse on their own, the booking stays.
    await amend(visitor, 'AmendBookedItem', ref, String(line.FolioItemId), later);
    now += AMEND_HOLD_MS + 1000;
    expect((await newPrice(visitor, later)).free).toBe(free);
    expect(hold(holdId)).toMatchObject({ status: 'booked', arrival: '2025-12-03' });
    expect(await myRoom(visitor)).toMatchObject({ ArrivalDate: '2025-12-03' });
  });

  it('answers another guest’s booking as one that does not exist, and changes nothing (IDOR)', async () => {
    const { visitor, ref, line, holdId, orderKey } = await bookedRoom();
    const other = await guest();
    const longer = { ArrivalDate: '2025-12-03', DepartureDate: '2025-12-06' };
    const shorter = { ArrivalDate: '2025-12-03', DepartureDate: '2025-12-04' };
    for (const change of [longer, shorter]) {
      for (const method of ['QuoteAmendment', 'AmendBookedItem'] as const) {
        const answer = await amend(other, method, ref, String(line.FolioItemId), change);
        expect(answer.Result).toMatchObject({ value: 'FAIL', Text: AMEND_TEXT.notFound });
      }
    }
    // The owner's payment result, relayed by someone else, does not move the owner's stay.
    const asked = await amend(visitor, 'AmendBookedItem', ref, String(line.FolioItemId), longer);
    const fields = await pay(asked.Amendment!.ForwardURL!);
    const stolen = await confirm(other, fields);
    expect(stolen.Result.value).toBe('FAIL');
    expect(payments(fields.orderKey)).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM refunds WHERE order_key = ?', orderKey)).toBe(0);
    expect(hold(holdId)).toMatchObject({ arrival: '2025-12-03', departure: '2025-12-05' });
    // A forged mac changes nothing either.
    const forged = await confirm(visitor, { ...fields, mac2: '0'.repeat(64) });
    expect(forged.Result.value).toBe('FAIL');
    expect(payments(fields.orderKey)).toBe(0);
  });

  it('enforces the free deadline to the second on the server, and a non-refundable rate', async () => {
    const { visitor, ref, line, holdId, orderKey } = await bookedRoom();
    const shorter = { ArrivalDate: '2025-12-03', DepartureDate: '2025-12-04' };
    now = DEADLINE - 1000;
    const before = await amend(visitor, 'QuoteAmendment', ref, String(line.FolioItemId), shorter);
    expect(before.Amendment?.State).toBe('QUOTE');
    now = DEADLINE;
    const after = await amend(visitor, 'AmendBookedItem', ref, String(line.FolioItemId), shorter);
    expect(after.Result).toMatchObject({
      value: 'FAIL',
      Text: amendRefusalText({ kind: 'deadline', deadline: DEADLINE }),
    });
    expect(hold(holdId)).toMatchObject({ departure: '2025-12-05' });
    expect(count('SELECT COUNT(*) AS n FROM refunds WHERE order_key = ?', orderKey)).toBe(0);

    now = START;
    const fixed = await bookedRoom(STAY, 'RO');
    const refused = await amend(
      fixed.visitor,
      'AmendBookedItem',
      fixed.ref,
      String(fixed.line.FolioItemId),
      shorter,
    );
    expect(refused.Result.Text).toBe(amendRefusalText({ kind: 'non-refundable' }));
  });

  it('racing another guest for the last room: never sold twice, never a guest holding nothing', async () => {
    const target = { ArrivalDate: '2025-12-15', DepartureDate: '2025-12-17' };
    const audit = () =>
      nightsSoldTwice(
        sandbox.current.db,
        sandbox.current.repos,
        {
          venue: 'lake',
          roomType: ROOM,
          arrival: target.ArrivalDate,
          departure: target.DepartureDate,
        },
        now,
      );
    lastRoom(target);
    const amender = await bookedRoom(ONE_NIGHT);
    const rival = await guest();
    // Both at once: the amend's hold and the rival's book-pms cannot both have the room.
    const [asked, rivalled] = await Promise.all([
      amend(
        amender.visitor,
        'AmendBookedItem',
        amender.ref,
        String(amender.line.FolioItemId),
        target,
      ),
      addRoom(rival, target),
    ]);
    const amendWon = asked.Amendment?.State === 'PAYMENT';
    expect(amendWon).toBe(rivalled.Result.value !== 'SUCCESS');
    expect(audit()).toBe(0);
    if (amendWon) {
      await confirm(amender.visitor, await pay(asked.Amendment!.ForwardURL!));
      expect(hold(amender.holdId)).toMatchObject({ status: 'booked', arrival: target.ArrivalDate });
    } else {
      expect(asked.Result.Text).toBe(AMEND_TEXT.roomGone);
      expect(hold(amender.holdId)).toMatchObject({ status: 'booked', arrival: STAY.ArrivalDate });
    }
    expect(audit()).toBe(0);
  });

  it.each([
    ['the amend first', { ArrivalDate: '2025-12-07', DepartureDate: '2025-12-09' }, true],
    ['the rival first', { ArrivalDate: '2025-12-13', DepartureDate: '2025-12-15' }, false],
  ])(
    'the last room, %s: one of them has it, the other keeps what they had',
    async (_, target, amendFirst) => {
      lastRoom(target);
      const amender = await bookedRoom(ONE_NIGHT);
      const rival = await guest();
      const id = String(amender.line.FolioItemId);
      const rivalFirst = amendFirst ? null : await addRoom(rival, target);
      const asked = await amend(amender.visitor, 'AmendBookedItem', amender.ref, id, target);
      const rivalled = rivalFirst ?? (await addRoom(rival, target));
      if (amendFirst) {
        expect(rivalled.Result.value).toBe('FAIL');
        // Dearer: its held nights kept the room while the guest paid; cheaper: it moved at once.
        if (asked.Amendment?.State === 'PAYMENT') {
          await confirm(amender.visitor, await pay(asked.Amendment.ForwardURL!));
        }
        expect(hold(amender.holdId)).toMatchObject({ arrival: target.ArrivalDate });
      } else {
        expect(rivalled.Result.value).toBe('SUCCESS');
        expect(asked.Result.Text).toBe(AMEND_TEXT.roomGone);
        expect(hold(amender.holdId)).toMatchObject({ arrival: STAY.ArrivalDate });
      }
      expect(hold(amender.holdId)?.status).toBe('booked');
      const audit = nightsSoldTwice(
        sandbox.current.db,
        sandbox.current.repos,
        {
          venue: 'lake',
          roomType: ROOM,
          arrival: target.ArrivalDate,
          departure: target.DepartureDate,
        },
        now,
      );
      expect(audit).toBe(0);
    },
  );

  it('a hold that lapsed while paying, its room taken: nothing charged, the original kept', async () => {
    const target = { ArrivalDate: '2025-12-27', DepartureDate: '2025-12-29' };
    lastRoom(target);
    const amender = await bookedRoom();
    const id = String(amender.line.FolioItemId);
    const asked = await amend(amender.visitor, 'AmendBookedItem', amender.ref, id, target);
    expect(asked.Amendment?.State).toBe('PAYMENT');
    const rival = await guest();
    expect((await addRoom(rival, target)).Result.value).toBe('FAIL');
    now += AMEND_HOLD_MS + 1000;
    expect((await addRoom(rival, target)).Result.value).toBe('SUCCESS');
    const fields = await pay(asked.Amendment!.ForwardURL!);
    const answer = await confirm(amender.visitor, fields);
    expect(answer.Result).toMatchObject({ value: 'FAIL', Text: AMEND_TEXT.roomGoneUnpaid });
    expect(payments(fields.orderKey)).toBe(0);
    expect(hold(amender.holdId)).toMatchObject({ status: 'booked', arrival: STAY.ArrivalDate });
    const audit = nightsSoldTwice(
      sandbox.current.db,
      sandbox.current.repos,
      {
        venue: 'lake',
        roomType: ROOM,
        arrival: target.ArrivalDate,
        departure: target.DepartureDate,
      },
      now,
    );
    expect(audit).toBe(0);
  });
});
