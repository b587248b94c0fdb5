import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BOOKING_VAULT } from '../../src/domain/rates/booking-vault';
import { cachedRateNights } from '../../src/domain/rates/cached-rate-nights';
import { addDays } from '../../src/domain/calendar/calendar-day';
import { calendarDays } from '../../src/domain/calendar/calendar-days';
import { dayRange } from '../../src/domain/calendar/day-range';
import { liveRateNights } from '../../src/domain/rates/live-rate-nights';
import { offerQuery } from '../../src/domain/rates/offer-query';
import { isRateForSale } from '../../src/domain/rates/rate-for-sale';
import type { RateNight } from '../../src/domain/rates/rate-night';
import type { StayDay, Venue } from '../../src/domain/calendar/stay-day';
import { VENUE_DEFAULTS } from '../../src/domain/routes/venue-config';
import { CachedCalendarSchema, CheapestRatesSchema } from '../../src/schemas/stay-prices';
import { londonToday } from '../http/clock';
import { createVisitor, useTestSandbox } from '../testing/test-sandbox';

const sandbox = useTestSandbox({ now: '2025-12-01' });

async function cached(body: unknown) {
  const response = await createVisitor(sandbox.current).post('/api/cached/calendar', body);
  expect(response.status).toBe(200);
  return v.parse(CachedCalendarSchema, await response.json());
}

async function cheapest(property: string, query: string) {
  const visitor = createVisitor(sandbox.current);
  const response = await visitor.get(`/api/pms/availability/${property}/cheapest?${query}`);
  expect(response.status).toBe(200);
  return v.parse(CheapestRatesSchema, await response.json()).cheapest_rates;
}

/** The calendar's days for two guests from a service's rate nights (the client's own rules). */
function daysOf(venue: Venue, nights: readonly RateNight[], start: string, end: string): StayDay[] {
  const rules = {
    venue,
    exclusions: VENUE_DEFAULTS[venue].exclusions,
    guests: 1,
    audiences: [],
    vault: BOOKING_VAULT,
  };
  const dates = dayRange(start, end);
  const forSale = nights.filter((night) => isRateForSale(night, rules));
  const dayOf = calendarDays([{ state: 'ready', dates, nights: forSale }], 2);
  return dates.map((date) => dayOf(date)!);
}

const lakeDays = async (start: string, end: string, promo = ''): Promise<StayDay[]> =>
  daysOf(
    'lake',
    (await cached({ venue: 'lake', start, end, promo })).flatMap(cachedRateNights),
    start,
    end,
  );
const liveDays = (
  venue: Venue,
  rates: Parameters<typeof liveRateNights>[0],
  start: string,
  end: string,
) => daysOf(venue, liveRateNights(rates), start, end);

function expectEveryRule(days: StayDay[]) {
  const bookable = days.filter((d) => d.unavailable === null);
  expect(bookable.length).toBeGreaterThan(days.length / 2);
  expect(days.some((d) => d.unavailable === 'sold-out')).toBe(true);
  expect(bookable.some((d) => d.roomsAvailable < 5)).toBe(true);
  expect(bookable.some((d) => d.fixedStay && d.minNights === 2 && d.maxNights === 2)).toBe(true);
  expect(bookable.some((d) => d.rateType === 'EARLY')).toBe(true);
  expect(new Set(bookable.map((d) => d.price)).size).toBeGreaterThan(3);
  for (const day of bookable) {
    expect(Number.isInteger(day.price)).toBe(true);
    expect(['STAFF', 'LONG7']).not.toContain(day.rateType);
    expect(day.roomType).not.toBe('LKSGL');
  }
}

describe('POST /api/cached/calendar', () => {
  it('answers one day per date with its rooms and every rate record', async () => {
    const days = await cached({ venue: 'lake', start: '2025-12-01', end: '2025-12-31' });
    expect(days.map((d) => d.date)).toEqual(
      Array.from({ length: 31 }, (_, i) => addDays('2025-12-01', i)),
    );
    const first = days[0]!;
    expect(first.rates.map((r) => r.RateType)).toContain('STAFF');
    expect(first.rates.find((r) => r.RateType === 'RO')).toMatchObject({
      RoomType: 'LKDBL',
      AvailMonSun: 'YYYYYNY',
      MaxOccupancy: 2,
      BeginDate: '2025-01-01',
      ExpireDate: '2025-12-31',
    });
    expect(first.rates.some((r) => r.RateType === 'WELCOME')).toBe(false);
    expect(first.rooms).toBeGreaterThan(0);
  });

  it('shows every price rule within a month, in 2025 and in any month from today', async () => {
    expectEveryRule(await lakeDays('2025-12-01', '2025-12-31'));
    const today = londonToday();
    expectEveryRule(await lakeDays(today, addDays(today, 40)));
  });

  it('is the same on every call (generated from the date, not at random)', async () => {
    const body = { venue: 'lake', start: '2026-03-01', end: '2026-03-31' };
    expect(await cached(body)).toEqual(await cached(body));
  });

  it('adds the promo’s rates when a promo is given', async () => {
    const plain = await lakeDays('2025-12-01', '2025-12-31');
    const promo = await lakeDays('2025-12-01', '2025-12-31', 'welcome');
    expect(promo.some((d) => d.rateType === 'WELCOME')).toBe(true);
    expect(plain.some((d) => d.rateType === 'WELCOME')).toBe(false);
  });

  it('takes the rooms of holds and bookings off the nights they cover', async () => {
    const { stayInventory } = sandbox.current.repos;
    const rooms = async () =>
      (await cached({ venue: 'lake', start: '2026-04-13', end: '2026-04-15' })).map(
        (d) => d.rates.find((r) => r.RoomType === 'LODGE')!.NumRoomsAvail,
      );
    const before = await rooms();
    const hold = {
      venue: 'lake',
      roomType: 'LODGE',
      rateType: 'BB',
      arrival: '2026-04-13',
      departure: '2026-04-15',
    } as const;
    const id = stayInventory.hold(hold, Date.now());
    expect(id).not.toBeNull();
    expect(await rooms()).toEqual([before[0]! - 1, before[1]! - 1, before[2]]);
    stayInventory.release(id!);
    expect(await rooms()).toEqual(before);
  });

  it('refuses bad input with a clear 4xx and every problem', async () => {
    const visitor = createVisitor(sandbox.current);
    const bad = await visitor.post('/api/cached/calendar', {
      venue: 'castle',
      start: '2025-12-01',
      end: '2025-11-01',
    });
    expect(bad.status).toBe(422);
    const body = (await bad.json()) as { issues: { path: string }[] };
    expect(body.issues.map((i) => i.path)).toContain('venue');
    const backwards = await visitor.post('/api/cached/calendar', {
      venue: 'lake',
      start: '2025-12-01',
      end: '2025-11-01',
    });
    expect(backwards.status).toBe(422);
    expect(await backwards.json()).toMatchObject({ issues: [{ path: 'end' }] });
    const long = await visitor.post('/api/cached/calendar', {
      venue: 'lake',
      start: '2025-01-01',
      end: '2027-01-01',
    });
    expect(long.status).toBe(422);
    expect((await visitor.post('/api/cached/calendar', '{oops')).status).toBe(400);
    const noToken = await visitor.jar.rawFetch(
      new URL('/api/cached/calendar', sandbox.current.url),
      { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } },
    );
    expect(noToken.status).toBe(419);
  });
});

describe('GET /api/pms/availability/{property}/cheapest', () => {
  it('answers every rate plan per date, with its rooms, closed flag, rate type and limits', async () => {
    const rates = await cheapest('the-lake', 'start_date=2026-02-01&end_date=2026-02-28');
    expect(new Set(rates.map((r) => r.date)).size).toBe(28);
    expect(rates.find((r) => r.rate_type === 'WKND2' && r.date === '2026-02-06')).toMatchObject({
      room_type: 'LKDBL',
      min_length: 2,
      max_length: 2,
      max_occupancy: 2,
      closed: false,
    });
    const days = liveDays('lake', rates, '2026-02-01', '2026-02-28');
    expect(days.some((d) => d.unavailable === 'sold-out')).toBe(true);
    expect(days.filter((d) => d.unavailable === null).length).toBeGreaterThan(20);
    expect(days.some((d) => d.unavailable === null && d.roomsAvailable < 5)).toBe(true);
  });

  it('marks the inn closed on Mondays', async () => {
    const rates = await cheapest('the-inn', 'start_date=2026-03-02&end_date=2026-03-03');
    expect(rates.filter((r) => r.date === '2026-03-02').every((r) => r.closed)).toBe(true);
    expect(rates.filter((r) => r.date === '2026-03-03').some((r) => !r.closed)).toBe(true);
    const [monday] = liveDays('inn', rates, '2026-03-02', '2026-03-03');
    expect(monday?.unavailable).toBe('closed');
  });

  it('prices the offer codes asked for, URL-safe base64 and comma-joined', async () => {
    const query = 'start_date=2026-01-26&end_date=2026-01-31';
    const [start, end] = ['2026-01-26', '2026-01-31'];
    const plain = liveDays('seaside', await cheapest('seaside', query), start, end);
    const offer = offerQuery(['GOLFWINTER', 'SEAWINTER']);
    const withOffer = await cheapest('seaside', `${query}&offer=${offer}`);
    expect(withOffer.some((r) => r.offer === 'SEAWINTER')).toBe(true);
    const days = liveDays('seaside', withOffer, start, end);
    const cheaper = days.filter((d, i) => d.price !== null && d.price < (plain[i]?.price ?? 0));
    expect(cheaper.length).toBeGreaterThan(0);
    expect(cheaper.every((d) => d.offer === 'GOLFWINTER' || d.offer === 'SEAWINTER')).toBe(true);
  });

  it('sells the inn’s own rate codes without any offer code', async () => {
    const rates = await cheapest('the-inn', 'start_date=2026-03-03&end_date=2026-03-04');
    const [tuesday] = liveDays('inn', rates, '2026-03-03', '2026-03-04');
    expect(['BBBR', 'BBIS']).toContain(tuesday?.rateType);
  });

  it('refuses bad queries, bad offers and unknown properties', async () => {
    const visitor = createVisitor(sandbox.current);
    const path = '/api/pms/availability/the-lake/cheapest';
    expect((await visitor.get(`${path}?start_date=2026-02-01`)).status).toBe(422);
    expect((await visitor.get(`${path}?start_date=2026-02-30&end_date=2026-03-01`)).status).toBe(
      422,
    );
    const offer = await visitor.get(`${path}?start_date=2026-02-01&end_date=2026-02-02&offer=a+b`);
    expect(offer.status).toBe(422);
    expect(await offer.json()).toMatchObject({ issues: [{ path: 'offer' }] });
    const unknown = await visitor.get(
      '/api/pms/availability/castle/cheapest?start_date=2026-02-01&end_date=2026-02-02',
    );
    expect(unknown.status).toBe(404);
  });
});
