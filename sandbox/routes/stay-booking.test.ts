import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_VAULT } from '../../src/domain/rates/booking-vault';
import { computedOffer } from '../../src/domain/rates/computed-offer';
import { CartAnswerSchema } from '../../src/schemas/cart';
import {
  BookPmsAnswerSchema,
  GetRatesAnswerSchema,
  type BookPmsRequest,
  type GetRatesRequest,
} from '../../src/schemas/rates';
import { ResultAnswerSchema } from '../../src/schemas/result';
import {
  bookPmsBody,
  getRatesBody,
  logInSeededGuest,
  registerGuest,
  sessionFieldsOf,
} from '../testing/checkout-helpers';
import { type Visitor, createVisitor, useTestSandbox } from '../testing/test-sandbox';
import { ROOM_GONE } from './stay-booking';

const sandbox = useTestSandbox({ now: '2026-03-14' });
// Every visitor here comes from 127.0.0.1 and these tests hold more rooms between them than the
// per-address cap allows; the cap itself is tested in stay-hold.test.ts.
beforeEach(() => sandbox.current.repos.settings.setHoldLimits({ perAddress: 1000 }));

const search: Partial<GetRatesRequest> & { ArrivalDate: string; DepartureDate: string } = {
  ArrivalDate: '2026-03-17',
  DepartureDate: '2026-03-19',
  Adults: 2,
  Children: 0,
  Youth: 0,
  Infants: 0,
  Venue: 'lake',
};

async function rates(visitor: Visitor, body: Partial<GetRatesRequest> = {}) {
  const response = await visitor.post(
    '/rs/get-rates',
    await getRatesBody(visitor, { ...search, ...body }),
  );
  expect(response.status).toBe(200);
  return v.parse(GetRatesAnswerSchema, await response.json());
}

async function session(): Promise<Visitor> {
  const visitor = createVisitor(sandbox.current);
  expect((await visitor.get('/rs/system')).status).toBe(200);
  return visitor;
}

async function book(visitor: Visitor, body: Partial<BookPmsRequest> = {}) {
  const response = await visitor.post(
    '/rs/book-pms',
    await bookPmsBody(visitor, {
      PMSRoomType: 'LKDBL',
      PMSRateType: 'BB',
      ArrivalDate: search.ArrivalDate,
      DepartureDate: search.DepartureDate,
      Adults: 2,
      ...body,
    }),
  );
  expect(response.status).toBe(200);
  return v.parse(BookPmsAnswerSchema, await response.json());
}

const cartOf = async (visitor: Visitor) =>
  v.parse(CartAnswerSchema, await (await visitor.get('/rs/get-webfolios')).json());

const innStay = { ArrivalDate: '2026-03-24', DepartureDate: '2026-03-26' };

const roomsOf = (answer: v.InferOutput<typeof GetRatesAnswerSchema>) =>
  answer.RoomTypes.map((t) => t.PMSRoomTypeId);
const ratesOf = (answer: v.InferOutput<typeof GetRatesAnswerSchema>, room: string) =>
  answer.RoomTypes.find((t) => t.PMSRoomTypeId === room)?.Rates.map((r) => r.PMSRateTypeId) ?? [];

describe('POST /rs/get-rates', () => {
  it('groups the rates by room type, cheapest first, with room info and stay totals', async () => {
    const answer = await rates(createVisitor(sandbox.current));
    expect(answer.Result.value).toBe('SUCCESS');
    expect(roomsOf(answer)).toEqual(expect.arrayContaining(['LKDBL', 'LKSUI', 'LODGE']));
    // The single room sleeps one: not for two adults.
    expect(roomsOf(answer)).not.toContain('LKSGL');
    // The seeded offer plans (rate ids of the vault's offer lists).
    expect(ratesOf(answer, 'LKSUI')).toContain('SAVE20');
    expect(ratesOf(answer, 'LODGE')).toContain('FOURTHFREE');
    for (const type of answer.RoomTypes) {
      expect(type.RoomInfo.title).not.toBe('');
      const prices = type.Rates.map((r) => r.Price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      for (const rate of type.Rates) {
        expect(rate.PMSRoomTypeId).toBe(type.PMSRoomTypeId);
        expect(rate.NightlyRates).toHaveLength(2);
        const total = rate.NightlyRates.reduce((a, b) => a + b, 0);
        expect(rate.Price).toBeCloseTo(total, 2);
        expect(rate.AverageRate).toBeCloseTo(rate.Price / 2, 2);
        expect(rate.NumRoomsAvail).toBeGreaterThan(0);
      }
    }
  });

  it('respects minimum and maximum stays, arrival weekdays and promo codes', async () => {
    const visitor = createVisitor(sandbox.current);
    const two = await rates(visitor);
    expect(ratesOf(two, 'LKDBL')).not.toContain('LONG7');
    expect(ratesOf(two, 'LKDBL')).not.toContain('WELCOME');
    const week = await rates(visitor, { DepartureDate: '2026-03-24' });
    // A rate the venue excludes from its calendars is not sold online either (one rule set).
    expect(ratesOf(week, 'LKDBL')).not.toContain('LONG7');
    // The early bird sells at most 14 nights, and only on the month's first ten days.
    expect(ratesOf(week, 'LKDBL')).not.toContain('EARLY');
    const early = await rates(visitor, { ArrivalDate: '2026-04-02', DepartureDate: '2026-04-09' });
    expect(ratesOf(early, 'LKDBL')).toContain('EARLY');
    const fifteen = await rates(visitor, {
      ArrivalDate: '2026-04-02',
      DepartureDate: '2026-04-17',
    });
    expect(ratesOf(fifteen, 'LKDBL')).not.toContain('EARLY');
    const promo = await rates(visitor, { PromoCode: 'welcome' });
    expect(ratesOf(promo, 'LKDBL')).toContain('WELCOME');
    // Room only is closed to Saturday arrivals (2026-03-21).
    const saturday = await rates(visitor, {
      ArrivalDate: '2026-03-21',
      DepartureDate: '2026-03-22',
    });
    expect(ratesOf(saturday, 'LKDBL')).not.toContain('RO');
    expect(ratesOf(two, 'LKDBL')).toContain('RO');
  });

  it('counts adults and children against the room, not babies', async () => {
    const visitor = createVisitor(sandbox.current);
    expect(roomsOf(await rates(visitor, { Adults: 3 }))).not.toContain('LKDBL');
    expect(roomsOf(await rates(visitor, { Adults: 2, Children: 1 }))).not.toContain('LKDBL');
    expect(roomsOf(await rates(visitor, { Adults: 2, Youth: 2 }))).toContain('LKDBL');
  });

  it('offers only the inn rate codes BBBR and BBIS at the inn, and never elsewhere', async () => {
    const visitor = createVisitor(sandbox.current);
    // 2026-03-24 is a Tuesday (the inn's plans are closed to Monday arrivals).
    const inn = await rates(visitor, { ...innStay, Venue: 'inn' });
    expect(
      inn.RoomTypes.map((t) => [t.PMSRoomTypeId, t.Rates.map((r) => r.PMSRateTypeId)]),
    ).toEqual([
      ['INNDBL', ['BBBR']],
      ['INNFAM', ['BBIS']],
    ]);
    // A promo at the inn adds nothing but the inn's codes; at the lake they never show.
    expect(roomsOf(await rates(visitor, { ...innStay, Venue: 'inn', PromoCode: 'x' }))).toEqual([
      'INNDBL',
      'INNFAM',
    ]);
    const lake = await rates(visitor, { ...innStay, PromoCode: 'BBBR' });
    expect(lake.RoomTypes.length).toBeGreaterThan(0);
    for (const type of lake.RoomTypes) {
      expect(type.Rates.map((r) => r.PMSRateTypeId)).not.toContain('BBBR');
    }
  });

  it('refuses a stay without nights or over 28 nights, and bad guests (422)', async () => {
    const visitor = createVisitor(sandbox.current);
    for (const body of [
      { DepartureDate: search.ArrivalDate },
      { DepartureDate: '2026-04-15' },
      { Adults: 0 },
      { Adults: 9 },
      { Children: 5 },
      { ArrivalDate: '2026-02-30' },
    ]) {
      const response = await visitor.post('/rs/get-rates', { ...search, ...body });
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('POST /rs/book-pms', () => {
  it('adds the room to the cart for the stay total and answers its PMS folio', async () => {
    const visitor = await session();
    const bb = (await rates(visitor)).RoomTypes.find(
      (t) => t.PMSRoomTypeId === 'LKDBL',
    )!.Rates.find((r) => r.PMSRateTypeId === 'BB')!;
    const answer = await book(visitor, { Youth: 1 });
    expect(answer.Result.value).toBe('SUCCESS');
    expect(answer.PMSFolioId).toMatch(/^\d+$/);
    const cart = await cartOf(visitor);
    expect(cart.FolioBalance).toBe(bb.Price);
    expect(cart.FolioItems[0]).toMatchObject({
      Category: 'Hotel',
      FolioId: answer.PMSFolioId,
      Amount: bb.Price,
      StartDate: search.ArrivalDate,
      FinishDate: search.DepartureDate,
      Nights: 2,
      Adults: 2,
      Youth: 1,
      RateDetails: 'Bed & Breakfast',
    });
  });

  it('gives the last room to one guest only; removing it from the cart gives it back', async () => {
    const first = await session();
    const single = { PMSRoomType: 'LKSGL', Adults: 1 } as const;
    const before = await rates(first, { Adults: 1 });
    const free = before.RoomTypes.find((t) => t.PMSRoomTypeId === 'LKSGL')!.Rates[0]!.NumRoomsAvail;
    expect(free).toBeGreaterThan(0);
    const others = await Promise.all(Array.from({ length: free - 1 }, session));
    for (const other of others) expect((await book(other, single)).Result.value).toBe('SUCCESS');

    const second = await session();
    const [a, b] = await Promise.all([book(first, single), book(second, single)]);
    const results = [a, b].map((x) => x.Result.value).sort();
    expect(results).toEqual(['FAIL', 'SUCCESS']);
    const loser = a.Result.value === 'FAIL' ? a : b;
    expect(loser.Result.Text).toBe(ROOM_GONE);
    expect(roomsOf(await rates(first, { Adults: 1 }))).not.toContain('LKSGL');

    const [winner, winnerAnswer] = a.Result.value === 'SUCCESS' ? [first, a] : [second, b];
    const removed = await winner.post('/rs/request', {
      method: 'CancelPMSBooking',
      data: { PMSFolioId: winnerAnswer.PMSFolioId },
    });
    expect(v.parse(ResultAnswerSchema, await removed.json()).Result.value).toBe('SUCCESS');
    expect((await cartOf(winner)).FolioItems).toEqual([]);
    expect(roomsOf(await rates(first, { Adults: 1 }))).toContain('LKSGL');
  });

  it('books an inn rate code at the inn without a promo, and not the inn’s other plans', async () => {
    const visitor = await session();
    const bbbr = await book(visitor, { PMSRoomType: 'INNDBL', PMSRateType: 'BBBR', ...innStay });
    expect(bbbr.Result.value).toBe('SUCCESS');
    const ro = await book(visitor, { PMSRoomType: 'INNDBL', PMSRateType: 'RO', ...innStay });
    expect(ro.Result).toMatchObject({ value: 'FAIL', Text: ROOM_GONE });
    expect((await cartOf(visitor)).FolioItems).toMatchObject([
      { Location: 'The Inn', RateDetails: 'Bed, Breakfast & Bar Supper' },
    ]);
  });

  it('refuses a rate that cannot sell the stay, and a coded rate without its code', async () => {
    const visitor = await session();
    const long = await book(visitor, { PMSRateType: 'LONG7' });
    expect(long.Result).toMatchObject({ value: 'FAIL', Text: ROOM_GONE });
    expect((await book(visitor, { PMSRateType: 'WELCOME' })).Result.value).toBe('FAIL');
    const coded = await book(visitor, { PMSRateType: 'WELCOME', GroupCode: 'WELCOME' });
    expect(coded.Result.value).toBe('SUCCESS');
    expect((await cartOf(visitor)).FolioItems).toHaveLength(1);
  });

  it('charges the offer price shown beside the normal price, computed by the server', async () => {
    const visitor = await session();
    const suite = (await rates(visitor)).RoomTypes.find((t) => t.PMSRoomTypeId === 'LKSUI')!;
    const save20 = suite.Rates.find((r) => r.PMSRateTypeId === 'SAVE20')!;
    // 20 percent off the stay's total, in pence; a price in the request is not read.
    const offer = Math.round(Math.round(save20.Price * 100) * 0.8) / 100;
    expect(offer).toBeLessThan(save20.Price);
    const answer = await book(visitor, {
      PMSRoomType: 'LKSUI',
      PMSRateType: 'SAVE20',
      ...({ Price: 1, Amount: 1 } as object),
    });
    expect(answer.Result.value).toBe('SUCCESS');
    const cart = await cartOf(visitor);
    expect(cart.FolioItems[0]).toMatchObject({ Amount: offer, FolioTotal: offer });
    expect(cart.FolioBalance).toBe(offer);
  });

  it('charges the fourth night free on a four-night stay', async () => {
    const visitor = await session();
    const four = { DepartureDate: '2026-03-21' };
    const lodge = (await rates(visitor, four)).RoomTypes.find((t) => t.PMSRoomTypeId === 'LODGE')!;
    const rate = lodge.Rates.find((r) => r.PMSRateTypeId === 'FOURTHFREE')!;
    const offer =
      Math.round(Math.round(rate.Price * 100) - Math.round(rate.AverageRate * 100)) / 100;
    const answer = await book(visitor, {
      PMSRoomType: 'LODGE',
      PMSRateType: 'FOURTHFREE',
      ...four,
    });
    expect(answer.Result.value).toBe('SUCCESS');
    expect((await cartOf(visitor)).FolioItems[0]!.Amount).toBe(offer);
  });

  it('answers SESSION FAIL (ErrorId 1002) for a lapsed session', async () => {
    const visitor = await session();
    const fields = await sessionFieldsOf(visitor);
    await visitor.post('/sandbox/api/session/expire');
    const lapsed = await book(visitor, fields);
    expect(lapsed.Result).toMatchObject({ value: 'SESSION FAIL', ErrorId: 1002 });
    expect(lapsed.PMSFolioId ?? null).toBe(null);
  });
});

describe('rates not for the public (issue 17 item 2)', () => {
  it('never offers or books the staff, member or trade rates without the matching customer', async () => {
    const anonymous = await session();
    const offered = (await rates(anonymous)).RoomTypes.flatMap((t) =>
      t.Rates.map((r) => r.PMSRateTypeId),
    );
    for (const rate of ['STAFF', 'MEMBER', 'TRADE']) expect(offered).not.toContain(rate);
    const staff = await book(anonymous, { PMSRateType: 'STAFF' });
    expect(staff.Result.value).toBe('FAIL');
    expect(staff.Result.Text).toBe(
      'The Staff Rate is only for hotel staff, logged in with their account. Please choose another rate.',
    );
    expect((await cartOf(anonymous)).FolioItems).toEqual([]);
    // A guest with an ordinary account gets no further.
    const guest = await session();
    await logInSeededGuest(guest);
    expect((await book(guest, { PMSRateType: 'MEMBER' })).Result.value).toBe('FAIL');
  });

  it('offers and books each to its own audience only', async () => {
    const member = await session();
    await registerGuest(member, 'ann@members.innkit.test');
    const offered = (await rates(member)).RoomTypes.flatMap((t) =>
      t.Rates.map((r) => r.PMSRateTypeId),
    );
    expect(offered).toContain('MEMBER');
    expect(offered).not.toContain('STAFF');
    expect((await book(member, { PMSRateType: 'MEMBER' })).Result.value).toBe('SUCCESS');
    expect((await book(member, { PMSRateType: 'STAFF' })).Result.value).toBe('FAIL');
    const staff = await session();
    await registerGuest(staff, 'sam@staff.innkit.test');
    expect((await book(staff, { PMSRateType: 'STAFF' })).Result.value).toBe('SUCCESS');
  });
});

describe('the offers of booking-engine.md §9 (issue 17 item 3)', () => {
  const offerOf = (
    answer: v.InferOutput<typeof GetRatesAnswerSchema>,
    room: string,
    rate: string,
  ) => {
    const option = answer.RoomTypes.find((t) => t.PMSRoomTypeId === room)?.Rates.find(
      (r) => r.PMSRateTypeId === rate,
    );
    return option && computedOffer(option, nightsBetween(option), BOOKING_VAULT.offers);
  };
  const nightsBetween = (option: { NightlyRates: readonly number[] }) => option.NightlyRates.length;

  it('shows each where it applies: 15 % on the vault’s rooms, 20 %, the fourth night free', async () => {
    const visitor = createVisitor(sandbox.current);
    const two = await rates(visitor);
    expect(offerOf(two, 'LKDBL', 'SAVE15')).toBe('fifteenpcoff');
    expect(offerOf(two, 'LKSUI', 'SAVE20')).toBe('twentypcoff');
    expect(offerOf(two, 'LODGE', 'FOURTHFREE')).toBe(null);
    const four = await rates(visitor, { DepartureDate: '2026-03-21' });
    expect(offerOf(four, 'LODGE', 'FOURTHFREE')).toBe('fourthfree');
    // Every 15 percent room code of the vault is a room of the inventory.
    const lakeRooms = roomsOf(await rates(visitor, { Adults: 1 }));
    for (const code of BOOKING_VAULT.offers.fifteenPercentRoomCodes)
      expect(lakeRooms).toContain(code);
  });

  it('charges the 15 % offer price the guest saw', async () => {
    const visitor = await session();
    const option = (await rates(visitor)).RoomTypes.find(
      (t) => t.PMSRoomTypeId === 'LKDBL',
    )!.Rates.find((r) => r.PMSRateTypeId === 'SAVE15')!;
    expect((await book(visitor, { PMSRateType: 'SAVE15' })).Result.value).toBe('SUCCESS');
    const [line] = (await cartOf(visitor)).FolioItems;
    expect(line?.Amount).toBe(Math.round(option.Price * 85) / 100);
  });
});

describe('stays in the past (issue 17 item 4)', () => {
  it('refuses an arrival before the hotel’s today, with a clear message, and books nothing', async () => {
    const visitor = await session();
    const past = { ArrivalDate: '2026-03-13', DepartureDate: '2026-03-15' };
    const text =
      '13 March, 2026 has passed: stays can be booked from today, 14 March, 2026, on. Please choose a later arrival.';
    const booked = await book(visitor, past);
    expect(booked.Result).toMatchObject({ value: 'FAIL', Text: text });
    expect(booked.PMSFolioId).toBe(null);
    expect((await cartOf(visitor)).FolioItems).toEqual([]);
    const offered = await rates(visitor, past);
    expect(offered.Result).toMatchObject({ value: 'FAIL', Text: text });
    expect(offered.RoomTypes).toEqual([]);
    // Today itself can be booked.
    const today = await book(visitor, { ArrivalDate: '2026-03-14', DepartureDate: '2026-03-15' });
    expect(today.Result.value).toBe('SUCCESS');
  });
});
