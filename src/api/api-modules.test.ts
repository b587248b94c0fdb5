import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type ApiSandbox,
  LOGIN_FAILED_TEXT,
  SEEDED_GUEST,
  startApiSandbox,
} from '../testing/api-sandbox';
import { login } from './auth-api';
import { fetchCart } from './cart-api';
import { configureHttp } from './http';
import { logClient } from './log-api';
import { clearSession, fetchSystem, updateSession } from './system-api';

let sb: ApiSandbox;

beforeEach(async () => {
  sb = await startApiSandbox();
  configureHttp(sb.http);
});

afterEach(async () => {
  configureHttp();
  await sb.close();
});

describe('system-api', () => {
  it('fetchSystem answers the system state and a fresh anonymous session', async () => {
    const system = await fetchSystem();
    expect(system).toMatchObject({
      Result: { value: 'SUCCESS' },
      SystemState: 'ONLINE',
      WebFolioRemainingTimeoutMinutes: 19,
      Configuration: { AllowStoreCard: true },
      Session: { isLoggedIn: false, FirstName: null, CustomerId: null },
    });
    expect(system.Session.SessionId).not.toBe('');
    // ids are strings whatever the wire sends (numbers here)
    expect(typeof system.Session.WebFolioId).toBe('string');
    expect(sb.requests()).toEqual(['GET /rs/system']);
  });

  it('fetchSystem keeps the same session while it lives', async () => {
    const first = await fetchSystem();
    const second = await fetchSystem();
    expect(second.Session.SessionId).toBe(first.Session.SessionId);
  });

  it('clearSession ends the session and starts a new one with a new cart', async () => {
    const before = await fetchSystem();
    const after = await clearSession();
    expect(after.SystemState).toBe('ONLINE');
    expect(after.Session.SessionId).not.toBe(before.Session.SessionId);
    expect(after.Session.WebFolioId).not.toBe(before.Session.WebFolioId);
  });

  it('updateSession keeps a live session alive and reports SESSION FAIL once it expired', async () => {
    await fetchSystem();
    expect(await updateSession()).toEqual({
      Result: { value: 'SUCCESS', Text: '' },
      WebFolioRemainingTimeoutMinutes: 19,
      // The 12-hour lifetime, less the moment the call took.
      SessionLifetimeRemainingMinutes: expect.any(Number),
    });
    await sb.control('/sandbox/api/session/expire');
    const expired = await updateSession();
    expect(expired.Result).toMatchObject({ value: 'SESSION FAIL', ErrorId: 1002 });
  });
});

describe('cart-api', () => {
  it('fetchCart answers an empty cart, then the sample line once added', async () => {
    expect(await fetchCart()).toEqual({
      Result: { value: 'SUCCESS', Text: '' },
      FolioBalance: 0,
      Guaranteed: false,
      FolioItems: [],
      GiftCards: [],
      PaymentSchedule: { DueToday: 0, Balance: null, AtHotel: 0 },
    });
    await sb.control('/sandbox/api/cart/sample');
    const cart = await fetchCart();
    expect(cart.FolioBalance).toBe(245);
    expect(cart.FolioItems).toHaveLength(1);
    expect(cart.FolioItems[0]).toMatchObject({ Category: 'Hotel', Amount: 245, Nights: 1 });
    expect(typeof cart.FolioItems[0]?.FolioItemId).toBe('string');
  });
});

describe('auth-api', () => {
  it('login with the seeded guest answers a new, logged-in session with the first name', async () => {
    const anonymous = await fetchSystem();
    const answer = await login(
      { EmailAddress: SEEDED_GUEST.email, Password: SEEDED_GUEST.password },
      anonymous.Session,
    );
    expect(answer.Result.value).toBe('SUCCESS');
    // The session fields §7 names travel with the credentials.
    expect((await sb.bodies('/rs/login')).at(-1)).toMatchObject({
      SessionId: anonymous.Session.SessionId,
      WebFolioId: anonymous.Session.WebFolioId,
    });
    expect(answer.Session).toMatchObject({ isLoggedIn: true, FirstName: SEEDED_GUEST.firstName });
    expect(answer.Session?.SessionId).not.toBe(anonymous.Session.SessionId);
    expect(answer.Session?.WebFolioId).toBe(anonymous.Session.WebFolioId);
    expect((await fetchSystem()).Session.isLoggedIn).toBe(true);
  });

  it('login with a wrong password answers FAIL with the reason, and no session', async () => {
    const { Session } = await fetchSystem();
    const answer = await login(
      { EmailAddress: SEEDED_GUEST.email, Password: 'wrong-Passw0rd' },
      Session,
    );
    expect(answer.Result).toMatchObject({ value: 'FAIL', Text: LOGIN_FAILED_TEXT });
    expect(answer.Session).toBeUndefined();
    expect((await fetchSystem()).Session.isLoggedIn).toBe(false);
  });
});

describe('log-api', () => {
  it('logClient stores the entry and answers true', async () => {
    const ok = await logClient({ action: 'checkout', request: { a: 1 }, response: 'boom' });
    expect(ok).toBe(true);
    expect(sb.sandbox.repos.clientLogs.recent()).toEqual([
      expect.objectContaining({
        action: 'checkout',
        request_json: '{"a":1}',
        response_json: '"boom"',
      }),
    ]);
  });

  it('logClient answers false, without throwing, when the server is down', async () => {
    await sb.close();
    await expect(logClient({ action: 'checkout' })).resolves.toBe(false);
  });

  it('logClient answers false when the server refuses the entry', async () => {
    await expect(logClient({ action: '' })).resolves.toBe(false);
  });
});
