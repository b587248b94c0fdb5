/* Node environment with a happy-dom page, against the real sandbox (see booking-session.test). */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiSandbox, SEEDED_GUEST, startApiSandbox } from '../testing/api-sandbox';
import { type FreshStores, freshStores } from '../testing/fresh-stores';
import { clearDocumentCookies, installPageDom } from '../testing/page-dom';
import type * as TemporaryCustomer from './temporary-customer';

let sb: ApiSandbox;
let s: FreshStores;
let temp: typeof TemporaryCustomer;
const page = installPageDom();
afterAll(() => page.uninstall());

beforeEach(async () => {
  sb = await startApiSandbox();
  s = await freshStores(sb.http);
  temp = await import('./temporary-customer');
  await s.loadSession();
});

afterEach(async () => {
  s.stop();
  clearDocumentCookies();
  localStorage.clear();
  await sb.close();
});

describe('ensureBookingCustomer', { timeout: 30_000 }, () => {
  it('makes one temporary customer however many bookings ask at once, then reuses it', async () => {
    const [a, b] = await Promise.all([temp.ensureBookingCustomer(), temp.ensureBookingCustomer()]);
    expect(a).toEqual(b);
    expect(a.ok && a.customerId).toMatch(/^\d+$/);
    await temp.ensureBookingCustomer();
    expect(sb.requests('/rs/tempSpaAccount')).toEqual(['POST /rs/tempSpaAccount']);
    expect(temp.$temporaryCustomer.get()).toEqual({
      webFolioId: s.$session.get()?.WebFolioId,
      customerId: a.ok ? a.customerId : '',
    });
  });

  it('sends a generated placeholder email that can never receive mail', async () => {
    await temp.ensureBookingCustomer();
    const row = sb.sandbox.db.prepare('SELECT email, first_name FROM temp_spa_customers').get() as {
      email: string;
      first_name: string;
    };
    expect(row.email).toMatch(/^guest-[0-9a-f]{24}@temporary\.invalid$/);
  });

  it('uses the session’s temporary customer after a reload, without asking again', async () => {
    const first = await temp.ensureBookingCustomer();
    s.stop();
    s = await freshStores(sb.http); // the page loaded again, same cookies
    temp = await import('./temporary-customer');
    await s.loadSession();
    expect(s.$session.get()?.tempSpaCustomerId).toBe(first.ok ? first.customerId : '');
    expect(await temp.ensureBookingCustomer()).toEqual(first);
    expect(sb.requests('/rs/tempSpaAccount')).toHaveLength(1);
  });

  it('uses the logged-in customer and makes no temporary one', async () => {
    await s.logIn({ EmailAddress: SEEDED_GUEST.email, Password: SEEDED_GUEST.password });
    const outcome = await temp.ensureBookingCustomer();
    expect(outcome).toEqual({ ok: true, customerId: s.$session.get()?.CustomerId });
    expect(sb.requests('/rs/tempSpaAccount')).toEqual([]);
  });

  it('makes a new one for a new cart (a renewed session)', async () => {
    const first = await temp.ensureBookingCustomer();
    await s.renewSession();
    const second = await temp.ensureBookingCustomer();
    expect(second.ok && first.ok && second.customerId !== first.customerId).toBe(true);
    expect(sb.requests('/rs/tempSpaAccount')).toHaveLength(2);
  });
});
