import { describe, expect, it } from 'vitest';
import { SEEDED_GUEST } from '../db/seed-guest';
import { loginBody } from '../testing/checkout-helpers';
import { createVisitor, useTestSandbox } from '../testing/test-sandbox';

const sandbox = useTestSandbox();
const MISMATCH = { message: 'CSRF token mismatch.' };

function postWithoutHeader(
  visitor: ReturnType<typeof createVisitor>,
  path: string,
  body: unknown,
  token?: string,
) {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (token !== undefined) headers.set('X-XSRF-TOKEN', token);
  return visitor.jar.rawFetch(new URL(path, sandbox.current.url), {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
}

describe('XSRF protection', () => {
  it('hands out a readable XSRF-TOKEN cookie once', async () => {
    const visitor = createVisitor(sandbox.current);
    const first = await visitor.get('/rs/system');
    const second = await visitor.get('/rs/system');
    expect(first.headers.getSetCookie().join()).toMatch(
      /XSRF-TOKEN=[0-9a-f]{64}; Path=\/; SameSite=Lax/,
    );
    expect(second.headers.getSetCookie().join()).not.toMatch(/XSRF-TOKEN/);
  });

  it('refuses an unsafe request without the header (419) and changes nothing', async () => {
    const visitor = createVisitor(sandbox.current);
    await visitor.get('/sandbox/api/system-state');

    const response = await postWithoutHeader(visitor, '/sandbox/api/system-state', {
      state: 'OFFLINE',
    });
    const state = await (await visitor.get('/sandbox/api/system-state')).json();

    expect(response.status).toBe(419);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(await response.json()).toEqual(MISMATCH);
    expect(state).toEqual({ state: 'ONLINE' });
  });

  it('refuses a wrong token (419): the login does not happen', async () => {
    const visitor = createVisitor(sandbox.current);
    await visitor.get('/rs/system');
    const sid = visitor.jar.get('ik_sid');
    const wrong = 'a'.repeat(64);

    const response = await postWithoutHeader(
      visitor,
      '/rs/login',
      await loginBody(visitor, SEEDED_GUEST.email, SEEDED_GUEST.password),
      wrong,
    );
    const system = (await (await visitor.get('/rs/system')).json()) as {
      Session: { isLoggedIn: boolean };
    };

    expect(response.status).toBe(419);
    expect(await response.json()).toEqual(MISMATCH);
    expect(visitor.jar.get('ik_sid')).toBe(sid);
    expect(system.Session.isLoggedIn).toBe(false);
  });

  it('refuses a request that carries no XSRF cookie at all, and issues one', async () => {
    const visitor = createVisitor(sandbox.current);
    const response = await postWithoutHeader(visitor, '/log/client', { action: 'x' }, '');
    expect(response.status).toBe(419);
    expect(visitor.jar.get('XSRF-TOKEN')).toMatch(/^[0-9a-f]{64}$/);
    expect(sandbox.current.repos.clientLogs.recent()).toEqual([]);
  });

  it('lets the request through when the header equals the cookie', async () => {
    const visitor = createVisitor(sandbox.current);
    await visitor.get('/rs/system');
    const token = visitor.jar.get('XSRF-TOKEN');
    const response = await postWithoutHeader(visitor, '/rs/update-session', {}, token);
    expect(response.status).toBe(200);
  });

  it('does not guard safe methods', async () => {
    const visitor = createVisitor(sandbox.current);
    const response = await visitor.jar.rawFetch(new URL('/rs/get-webfolios', sandbox.current.url));
    expect(response.status).toBe(200);
  });
});
