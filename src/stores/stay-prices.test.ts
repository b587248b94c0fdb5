/* Node environment: the sandbox runs in this process (see booking-session.test.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpOptions } from '../api/http';
import { offerQuery } from '../domain/rates/offer-query';
import { calendarDays } from '../domain/calendar/calendar-days';
import { stayTotal } from '../domain/stay/stay-total';
import type { MonthPrices, StayDay, StayPriceQuery } from '../domain/calendar/stay-day';
import { type ApiSandbox, fakeFetch, startApiSandbox } from '../testing/api-sandbox';

let sb: ApiSandbox;

/** A fresh copy of the store (module singletons) with its HTTP client, clock and config. */
async function freshStore(http: HttpOptions, config: Record<string, unknown> = {}) {
  vi.resetModules();
  const { configureHttp } = await import('../api/http');
  const { pinToday } = await import('../core/clock');
  const { resetConfig } = await import('../core/config');
  configureHttp(http);
  resetConfig(config);
  pinToday('2025-12-01');
  return import('./stay-prices');
}
type Store = Awaited<ReturnType<typeof freshStore>>;

function settled(store: Store, query: StayPriceQuery, month: string): Promise<MonthPrices> {
  const atom = store.stayMonth(query, month);
  return new Promise((resolve) => {
    const stop = atom.subscribe((value) => {
      if (value.state === 'loading') return;
      queueMicrotask(() => stop());
      resolve(value);
    });
  });
}

const lake: StayPriceQuery = { venue: 'lake', promo: '' };

/** A loaded month's days as a calendar shows them to two guests. */
function daysOf(month: MonthPrices): StayDay[] {
  if (month.state !== 'ready') return [];
  const dayOf = calendarDays([month], 2);
  return month.dates.map((date) => dayOf(date)!);
}

beforeEach(async () => {
  sb = await startApiSandbox();
  // The visit's XSRF cookie first (unrecorded), so no request is a 419 retried.
  await sb.jar.fetch(new URL('/sandbox/api/system-state', sb.url));
});
afterEach(async () => {
  await sb.close();
});

describe('stay prices store', () => {
  it('loads a lake month before the cut-over from the cached calendar, by the §9 rules', async () => {
    const store = await freshStore(sb.http);
    expect(store.stayMonth(lake, '2025-12').get()).toEqual({ state: 'loading' });
    store.loadStayMonths(lake, ['2025-12']);
    const month = await settled(store, lake, '2025-12');
    expect(month.state).toBe('ready');
    if (month.state !== 'ready') return;
    const days = daysOf(month);
    expect(days).toHaveLength(31);
    expect(days[0]?.date).toBe('2025-12-01');
    expect(days.some((d) => d.fixedStay && d.rateType === 'WKND2')).toBe(true);
    expect(days.some((d) => d.unavailable === 'sold-out')).toBe(true);
    // Rates not for the public never reach the calendar.
    expect(month.nights.every((n) => !['STAFF', 'MEMBER', 'TRADE'].includes(n.rateType))).toBe(
      true,
    );
    expect(sb.requests()).toEqual(['POST /api/cached/calendar']);
  });

  it('asks once per month however many calendars load it, and not again once loaded', async () => {
    const store = await freshStore(sb.http);
    store.loadStayMonths(lake, ['2025-12', '2026-02']);
    store.loadStayMonths({ venue: 'lake', promo: '' }, ['2025-12', '2026-02', '2025-12']);
    const first = store.stayMonth(lake, '2025-12');
    expect(store.stayMonth({ ...lake }, '2025-12')).toBe(first);
    expect(store.stayMonth({ venue: 'lake', promo: ' ' }, '2025-12')).toBe(first);
    const noPromo = { venue: 'lake' } as unknown as StayPriceQuery; // an attribute left unset
    expect(store.stayMonth(noPromo, '2025-12')).toBe(first);
    await settled(store, lake, '2025-12');
    await settled(store, lake, '2026-02');
    store.loadStayMonths(lake, ['2025-12', '2026-02']);
    expect(sb.requests()).toEqual([
      'POST /api/cached/calendar',
      'GET /api/pms/availability/the-lake/cheapest',
    ]);
    store.loadStayMonths({ venue: 'lake', promo: 'WELCOME' }, ['2025-12']);
    await settled(store, { venue: 'lake', promo: 'WELCOME' }, '2025-12');
    expect(sb.requests('/api/cached/calendar')).toHaveLength(2);
  });

  it('prices January 2026 from both sources, split at the lake’s cut-over', async () => {
    const store = await freshStore(sb.http);
    store.loadStayMonths(lake, ['2026-01']);
    const month = await settled(store, lake, '2026-01');
    if (month.state !== 'ready') throw new Error(month.state);
    const days = daysOf(month);
    expect(days.map((d) => d.date)).toHaveLength(31);
    const cachedPart = days.filter((d) => d.date <= '2026-01-11' && d.price !== null);
    const livePart = days.filter((d) => d.date >= '2026-01-12' && d.price !== null);
    expect(cachedPart.length).toBeGreaterThan(5);
    expect(livePart.length).toBeGreaterThan(10);
    // A stay across the cut-over is priced from both services' nights.
    expect(stayTotal('2026-01-09', '2026-01-14', calendarDays([month], 2))).not.toBe(null);
    const live = sb.seen.find((r) => r.url.pathname.endsWith('/cheapest'))!;
    expect(live.url.searchParams.get('start_date')).toBe('2026-01-12');
    expect(live.url.searchParams.get('end_date')).toBe('2026-01-31');
    expect(live.url.searchParams.has('offer')).toBe(false);
  });

  it('sends the inn’s offer codes only for the nights of the offer window', async () => {
    const store = await freshStore(sb.http);
    const inn: StayPriceQuery = { venue: 'inn', promo: '' };
    store.loadStayMonths(inn, ['2026-01']);
    const month = await settled(store, inn, '2026-01');
    if (month.state !== 'ready') throw new Error(month.state);
    const asked = sb.seen.map((r) => Object.fromEntries(r.url.searchParams));
    expect(asked).toEqual(
      expect.arrayContaining([
        { start_date: '2026-01-01', end_date: '2026-01-22' },
        { start_date: '2026-01-23', end_date: '2026-01-31', offer: offerQuery(['BBBR', 'BBIS']) },
      ]),
    );
    // The inn sells only its own codes, public plans: in the window and out of it alike.
    const days = daysOf(month).filter((d) => d.price !== null);
    expect(days.length).toBeGreaterThan(10);
    expect(days.every((d) => d.rateType === 'BBBR' || d.rateType === 'BBIS')).toBe(true);
  });

  it('calls the pricing service on its own host when pmsApi is set', async () => {
    const store = await freshStore(sb.http, { pmsApi: sb.url });
    store.loadStayMonths({ venue: 'seaside', promo: '' }, ['2026-03']);
    expect((await settled(store, { venue: 'seaside', promo: '' }, '2026-03')).state).toBe('ready');
    expect(sb.seen.map((r) => r.url.href)).toEqual([
      `${sb.url}/api/pms/availability/seaside/cheapest?start_date=2026-03-01&end_date=2026-03-31`,
    ]);
  });

  it('asks nothing for a month past the horizon: every night there is unavailable', async () => {
    const store = await freshStore(sb.http);
    store.loadStayMonths(lake, ['2027-06']);
    const month = await settled(store, lake, '2027-06');
    expect(daysOf(month).every((d) => d.unavailable === 'no-rate')).toBe(true);
    expect(daysOf(month)).toHaveLength(30);
    expect(sb.requests()).toEqual([]);
  });

  it('marks a month failed in plain words, never as an empty month, and retries it', async () => {
    let fail = true;
    const http: HttpOptions = {
      ...sb.http,
      fetch: (input, init) =>
        fail ? Promise.reject(new TypeError('offline')) : sb.http.fetch!(input, init),
    };
    const store = await freshStore(http);
    store.loadStayMonths(lake, ['2025-12']);
    const failed = await settled(store, lake, '2025-12');
    expect(failed).toEqual({ state: 'failed', message: expect.stringMatching(/could not reach/) });
    store.loadStayMonths(lake, ['2025-12']);
    expect(store.stayMonth(lake, '2025-12').get().state).toBe('failed');
    fail = false;
    store.retryStayMonth(lake, '2025-12');
    expect(store.stayMonth(lake, '2025-12').get()).toEqual({ state: 'loading' });
    const ready = await settled(store, lake, '2025-12');
    expect(daysOf(ready)).toHaveLength(31);
    store.retryStayMonth(lake, '2025-12');
    expect(store.stayMonth(lake, '2025-12').get().state).toBe('ready');
  });

  it('fails a month whose answer is malformed, or when either part of it fails', async () => {
    const store = await freshStore({ ...sb.http, fetch: fakeFetch('[{"date": "soon"}]') });
    store.loadStayMonths(lake, ['2025-12']);
    expect(await settled(store, lake, '2025-12')).toEqual({
      state: 'failed',
      message: expect.stringMatching(/could not read/),
    });
    const half = await freshStore({
      ...sb.http,
      fetch: (input, init) =>
        String(input instanceof Request ? input.url : input).includes('/cheapest')
          ? Promise.resolve(new Response('oops', { status: 500 }))
          : sb.http.fetch!(input, init),
    });
    half.loadStayMonths(lake, ['2026-01']);
    expect((await settled(half, lake, '2026-01')).state).toBe('failed');
  });
});
