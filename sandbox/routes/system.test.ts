import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SystemAnswerSchema, UpdateSessionAnswerSchema } from '../../src/schemas/system';
import { loginBody } from '../testing/checkout-helpers';
import { createVisitor, useTestSandbox } from '../testing/test-sandbox';

const sandbox = useTestSandbox();

async function system(visitor: ReturnType<typeof createVisitor>) {
  const response = await visitor.get('/rs/system');
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('application/json');
  return v.parse(SystemAnswerSchema, await response.json());
}

describe('GET /rs/system', () => {
  it('starts a logged-out session with a 19-minute timeout and an httpOnly session cookie', async () => {
    const visitor = createVisitor(sandbox.current);
    const response = await visitor.get('/rs/system');
    const cookies = response.headers.getSetCookie();
    const answer = v.parse(SystemAnswerSchema, await response.json());

    expect(answer).toMatchObject({
      Result: { value: 'SUCCESS', Text: '' },
      SystemState: 'ONLINE',
      WebFolioRemainingTimeoutMinutes: 19,
      Configuration: { AllowStoreCard: true },
      Session: { isLoggedIn: false, CustomerId: null, FirstName: null, tempLoggedIn: false },
    });
    expect(answer.Session.SessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookies.find((c) => c.startsWith('ik_sid='))).toMatch(
      /^ik_sid=[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(cookies.find((c) => c.startsWith('XSRF-TOKEN='))).not.toMatch(/HttpOnly/);
  });

  it('keeps the same session while it is live', async () => {
    const visitor = createVisitor(sandbox.current);
    const first = await system(visitor);
    const second = await system(visitor);
    expect(second.Session.SessionId).toBe(first.Session.SessionId);
    expect(second.Session.WebFolioId).toBe(first.Session.WebFolioId);
  });

  it('gives an unknown session cookie a brand-new session', async () => {
    const visitor = createVisitor(sandbox.current);
    visitor.jar.set('ik_sid', 'f'.repeat(64));
    const answer = await system(visitor);
    expect(visitor.jar.get('ik_sid')).not.toBe('f'.repeat(64));
    expect(answer.Session.SessionId).toBeTruthy();
  });

  it('replaces an expired session with a new one and a new empty cart', async () => {
    const visitor = createVisitor(sandbox.current);
    const before = await system(visitor);
    await visitor.post('/sandbox/api/cart/sample');
    const oldSid = visitor.jar.get('ik_sid');
    await visitor.post('/sandbox/api/session/expire');

    const after = await system(visitor);
    const cart = (await (await visitor.get('/rs/get-webfolios')).json()) as { FolioItems: [] };

    expect(after.Session.SessionId).not.toBe(before.Session.SessionId);
    expect(after.Session.WebFolioId).not.toBe(before.Session.WebFolioId);
    expect(visitor.jar.get('ik_sid')).not.toBe(oldSid);
    expect(cart.FolioItems).toEqual([]);
  });
});

describe('POST /rs/clearSession', () => {
  it('starts a fresh logged-out session with an empty cart', async () => {
    const visitor = createVisitor(sandbox.current);
    const before = await system(visitor);
    await visitor.post('/sandbox/api/cart/sample');
    const oldSid = visitor.jar.get('ik_sid');

    const response = await visitor.post('/rs/clearSession', {});
    const cleared = v.parse(SystemAnswerSchema, await response.json());
    const cart = (await (await visitor.get('/rs/get-webfolios')).json()) as {
      FolioBalance: number;
    };

    expect(cleared.Session.SessionId).not.toBe(before.Session.SessionId);
    expect(cleared.Session.WebFolioId).not.toBe(before.Session.WebFolioId);
    expect(cleared.Session.isLoggedIn).toBe(false);
    expect(visitor.jar.get('ik_sid')).not.toBe(oldSid);
    expect(cart.FolioBalance).toBe(0);
  });

  it('ends nothing on a GET (an image or a link from another site)', async () => {
    const visitor = createVisitor(sandbox.current);
    const before = await system(visitor);
    const response = await visitor.get('/rs/clearSession');
    const after = await system(visitor);
    expect(response.status).toBe(404);
    expect(after.Session.SessionId).toBe(before.Session.SessionId);
  });
});

describe('POST /rs/update-session', () => {
  it('keeps a live session alive for another 19 minutes', async () => {
    const visitor = createVisitor(sandbox.current);
    await system(visitor);
    const response = await visitor.post('/rs/update-session', {});
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(v.parse(UpdateSessionAnswerSchema, await response.json())).toEqual({
      Result: { value: 'SUCCESS', Text: '' },
      WebFolioRemainingTimeoutMinutes: 19,
      // 12 hours (the default lifetime) less the moment it took.
      SessionLifetimeRemainingMinutes: expect.any(Number),
    });
  });

  it('accepts an empty body', async () => {
    const visitor = createVisitor(sandbox.current);
    await system(visitor);
    const answer = (await (await visitor.post('/rs/update-session')).json()) as {
      Result: { value: string };
    };
    expect(answer.Result.value).toBe('SUCCESS');
  });

  it('answers SESSION FAIL after expiry and does not revive the session', async () => {
    const visitor = createVisitor(sandbox.current);
    const before = await system(visitor);
    await visitor.post('/sandbox/api/session/expire');

    const failed = await (await visitor.post('/rs/update-session', {})).json();
    const retried = await (await visitor.post('/rs/update-session', {})).json();
    const after = await system(visitor);

    const expired = {
      Result: { value: 'SESSION FAIL', Text: 'Your session has expired.', ErrorId: 1002 },
    };
    expect(failed).toEqual(expired);
    expect(retried).toEqual(expired);
    expect(after.Session.SessionId).not.toBe(before.Session.SessionId);
  });

  it('answers SESSION FAIL without any session', async () => {
    const visitor = createVisitor(sandbox.current);
    const answer = (await (await visitor.post('/rs/update-session', {})).json()) as {
      Result: { value: string };
    };
    expect(answer.Result.value).toBe('SESSION FAIL');
  });
});

describe('/logout', () => {
  it('logs out by POST, starts a fresh session and redirects to /the-lake/', async () => {
    const visitor = createVisitor(sandbox.current);
    await visitor.post('/rs/login', await loginBody(visitor, 'guest@innkit.test', 'Lakeside2026!'));
    const loggedIn = await system(visitor);
    const sidBefore = visitor.jar.get('ik_sid');

    const page = await visitor.get('/logout');
    const stillIn = await system(visitor);
    const token = /name="_token" value="([0-9a-f]{64})"/.exec(await page.text())?.[1] ?? '';
    const cookieToken = visitor.jar.get('XSRF-TOKEN');
    const response = await visitor.jar.rawFetch(new URL('/logout', sandbox.current.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _token: token }).toString(),
      redirect: 'manual',
    });
    const after = await system(visitor);

    expect(loggedIn.Session.isLoggedIn).toBe(true);
    expect(stillIn.Session.isLoggedIn).toBe(true);
    expect(token).toBe(cookieToken);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/the-lake/');
    expect(visitor.jar.get('ik_sid')).not.toBe(sidBefore);
    expect(after.Session.isLoggedIn).toBe(false);
    expect(after.Session.SessionId).not.toBe(loggedIn.Session.SessionId);
  });
});
