/* Node environment with a happy-dom page, against the real sandbox (see booking-session.test). */
import { describe, expect, it } from 'vitest';
import { SEEDED_GUEST } from '../../testing/api-sandbox';
import { sandboxStoreTest } from '../../testing/sandbox-store-test';

const t = sandboxStoreTest(() => import('./temporary-customer'));

describe('ensureBookingCustomer', { timeout: 30_000 }, () => {
  it('makes one temporary customer however many bookings ask at once, then reuses it', async () => {
    const [a, b] = await Promise.all([t.m.ensureBookingCustomer(), t.m.ensureBookingCustomer()]);
    expect(a).toEqual(b);
    expect(a.ok && a.customerId).toMatch(/^\d+$/);
    await t.m.ensureBookingCustomer();
    expect(t.sb.requests('/rs/tempSpaAccount')).toEqual(['POST /rs/tempSpaAccount']);
    expect(t.m.$temporaryCustomer.get()).toEqual({
      webFolioId: t.s.$session.get()?.WebFolioId,
      customerId: a.ok ? a.customerId : '',
    });
  });

  it('sends a generated placeholder email that can never receive mail', async () => {
    await t.m.ensureBookingCustomer();
    const row = t.sb.sandbox.db
      .prepare('SELECT email, first_name FROM temp_spa_customers')
      .get() as {
      email: string;
      first_name: string;
    };
    expect(row.email).toMatch(/^guest-[0-9a-f]{24}@temporary\.invalid$/);
  });

  it('uses the session’s temporary customer after a reload, without asking again', async () => {
    const first = await t.m.ensureBookingCustomer();
    await t.reload();
    expect(t.s.$session.get()?.tempSpaCustomerId).toBe(first.ok ? first.customerId : '');
    expect(await t.m.ensureBookingCustomer()).toEqual(first);
    expect(t.sb.requests('/rs/tempSpaAccount')).toHaveLength(1);
  });

  it('uses the logged-in customer and makes no temporary one', async () => {
    await t.s.logIn({ EmailAddress: SEEDED_GUEST.email, Password: SEEDED_GUEST.password });
    const outcome = await t.m.ensureBookingCustomer();
    expect(outcome).toEqual({ ok: true, customerId: t.s.$session.get()?.CustomerId });
    expect(t.sb.requests('/rs/tempSpaAccount')).toEqual([]);
  });

  it('makes a new one for a new cart (a renewed session)', async () => {
    const first = await t.m.ensureBookingCustomer();
    await t.s.renewSession();
    const second = await t.m.ensureBookingCustomer();
    expect(second.ok && first.ok && second.customerId !== first.customerId).toBe(true);
    expect(t.sb.requests('/rs/tempSpaAccount')).toHaveLength(2);
  });
});
