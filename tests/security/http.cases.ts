import { request } from 'node:http';
import { describe, expect } from 'vitest';
import { scriptHash } from '../../sandbox/http/page-policy';
import type { RunningSandbox } from '../../sandbox/start-sandbox';
import { createVisitor } from '../../sandbox/testing/test-sandbox';
import { attack } from './harness';
import { INJECTED_SCRIPT, SEEDED_GUEST, isLoggedIn, json, logIn } from './support';

type Sandbox = { readonly current: RunningSandbox };

/** Every unsafe API address, with a body it would otherwise accept or judge. */
export const UNSAFE_ENDPOINTS: [string, unknown][] = [
  ['/rs/login', { EmailAddress: SEEDED_GUEST.email, Password: SEEDED_GUEST.password }],
  ['/rs/register', {}],
  [
    '/rs/reset-password',
    { EmailAddress: SEEDED_GUEST.email, PasswordGUID: null, NewPassword: null },
  ],
  ['/rs/update-session', {}],
  ['/rs/clearSession', {}],
  ['/rs/get-rates', {}],
  ['/rs/book-pms', {}],
  ['/rs/checkout', {}],
  ['/rs/reserve', {}],
  ['/rs/get-my-bookings', {}],
  ['/rs/request', { method: 'FetchCustomerProfile', data: {} }],
  ['/log/client', { action: 'x' }],
  ['/sandbox/api/system-state', { state: 'OFFLINE' }],
  ['/sandbox/api/cart/sample', {}],
  ['/sandbox/api/session/expire', {}],
  ['/sandbox/api/account/throttle', {}],
  ['/api/cached/calendar', {}],
];

function postRaw(sandbox: RunningSandbox, visitor: ReturnType<typeof createVisitor>) {
  return (path: string, body: unknown, token?: string) => {
    const headers = new Headers({ 'Content-Type': 'application/json' });
    if (token !== undefined) headers.set('X-XSRF-TOKEN', token);
    return visitor.jar.rawFetch(new URL(path, sandbox.url), {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  };
}

/** A body of `depth` nested arrays. */
const nested = (depth: number) =>
  `{"action":"x","request":${'['.repeat(depth)}${']'.repeat(depth)}}`;

/** Sends a large body without waiting to write it all; resolves with the status. */
function sendLarge(url: string, bytes: number, chunked: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const headers: Record<string, string> = {
      'Content-Type': 'application/x-www-form-urlencoded',
    };
    if (!chunked) headers['Content-Length'] = String(bytes);
    const outgoing = request(
      { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers },
      (incoming) => {
        incoming.resume();
        resolve(incoming.statusCode ?? 0);
        outgoing.destroy();
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!outgoing.write(chunk)) return void outgoing.once('drain', pump);
      }
      outgoing.end();
    };
    pump();
  });
}

/** Items 14 and 16, and the anti-forgery checks that held. */
export function httpCases(sandbox: Sandbox, served: Sandbox): void {
  describe('an unsafe request without the XSRF header is refused (419)', () => {
    for (const [path, body] of UNSAFE_ENDPOINTS) {
      attack(`POST ${path} without X-XSRF-TOKEN`, async () => {
        const visitor = createVisitor(sandbox.current);
        await visitor.get('/rs/system');
        const response = await postRaw(sandbox.current, visitor)(path, body);
        expect(response.status).toBe(419);
        expect(sandbox.current.repos.settings.systemState()).toBe('ONLINE');
      });
    }
  });

  describe('an XSRF token of another session is refused (419): tokens are bound', () => {
    for (const [path, body] of UNSAFE_ENDPOINTS) {
      attack(`POST ${path} with a token and cookie planted from another session`, async () => {
        const attacker = createVisitor(sandbox.current);
        await attacker.get('/rs/system');
        const planted = attacker.jar.get('XSRF-TOKEN') ?? '';
        const victim = createVisitor(sandbox.current);
        await victim.get('/rs/system');
        victim.jar.set('XSRF-TOKEN', planted);
        const response = await postRaw(sandbox.current, victim)(path, body, planted);
        expect(response.status).toBe(419);
      });
    }

    attack('the token before a login is worth nothing after it', async () => {
      const visitor = createVisitor(sandbox.current);
      await visitor.get('/rs/system');
      const before = visitor.jar.get('XSRF-TOKEN') ?? '';
      expect((await logIn(visitor, SEEDED_GUEST.email, SEEDED_GUEST.password)).value).toBe(
        'SUCCESS',
      );
      const after = visitor.jar.get('XSRF-TOKEN');
      expect(after).not.toBe(before);
      visitor.jar.set('XSRF-TOKEN', before);
      const response = await postRaw(sandbox.current, visitor)('/rs/update-session', {}, before);
      expect(response.status).toBe(419);
    });
  });

  describe('logout and clearSession are POSTs with the token (item 16)', () => {
    attack('GET /logout (an image on another site) logs nobody out', async () => {
      const visitor = createVisitor(sandbox.current);
      await logIn(visitor, SEEDED_GUEST.email, SEEDED_GUEST.password);
      const page = await visitor.get('/logout', { redirect: 'manual' });
      expect(page.status).toBe(200);
      expect(await isLoggedIn(visitor)).toBe(true);
    });

    attack('POST /logout without the token is refused (419)', async () => {
      const visitor = createVisitor(sandbox.current);
      await logIn(visitor, SEEDED_GUEST.email, SEEDED_GUEST.password);
      const response = await visitor.jar.rawFetch(new URL('/logout', sandbox.current.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });
      expect(response.status).toBe(419);
      expect(await isLoggedIn(visitor)).toBe(true);
    });

    attack('POST /logout with another session’s token is refused (419)', async () => {
      const other = createVisitor(sandbox.current);
      await other.get('/rs/system');
      const visitor = createVisitor(sandbox.current);
      await logIn(visitor, SEEDED_GUEST.email, SEEDED_GUEST.password);
      const response = await visitor.jar.rawFetch(new URL('/logout', sandbox.current.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ _token: other.jar.get('XSRF-TOKEN') ?? '' }).toString(),
        redirect: 'manual',
      });
      expect(response.status).toBe(419);
      expect(await isLoggedIn(visitor)).toBe(true);
    });

    attack('GET /rs/clearSession ends nothing', async () => {
      const visitor = createVisitor(sandbox.current);
      await logIn(visitor, SEEDED_GUEST.email, SEEDED_GUEST.password);
      expect((await visitor.get('/rs/clearSession')).status).toBe(404);
      expect(await isLoggedIn(visitor)).toBe(true);
    });
  });

  describe('deeply nested JSON is a 400, never a 500 (item 16)', () => {
    const paths = ['/log/client', '/rs/login', '/rs/register', '/rs/request', '/rs/get-rates'];
    for (const path of paths) {
      for (const depth of [40, 5_000, 100_000]) {
        attack(`POST ${path} nested ${depth} deep`, async () => {
          const visitor = createVisitor(sandbox.current);
          const response = await visitor.post(path, nested(depth));
          expect(response.status).toBe(400);
          expect((await json<{ message: string }>(response)).message).toMatch(/nested too deeply/);
        });
      }
    }
  });

  describe('anonymous client logs are throttled (item 16)', () => {
    attack('a visitor without a session cannot fill the log table', async () => {
      const before = sandbox.current.repos.clientLogs.recent(1_000).length;
      const statuses: number[] = [];
      for (let i = 0; i < 32; i += 1) {
        const visitor = createVisitor(sandbox.current);
        statuses.push((await visitor.post('/log/client', { action: `spam ${i}` })).status);
      }
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
      expect(sandbox.current.repos.clientLogs.recent(1_000).length - before).toBeLessThanOrEqual(
        30,
      );
    });
  });

  describe('the payment page refuses a big body before reading it (item 16)', () => {
    attack('a declared 10 MB body is refused (413)', async () => {
      const url = `${sandbox.current.payment.origin}/pay/unknown-order`;
      expect(await sendLarge(url, 10 * 1024 * 1024, false)).toBe(413);
    });

    attack('a chunked body past the limit is refused (413)', async () => {
      const url = `${sandbox.current.payment.origin}/pay/unknown-order`;
      expect(await sendLarge(url, 1024 * 1024, true)).toBe(413);
    });
  });

  describe('X-IK-Now sets "today" only in test mode (item 16)', () => {
    attack('a served sandbox ignores X-IK-Now', async () => {
      const visitor = createVisitor(served.current);
      const response = await visitor.post(
        '/sandbox/api/cart/sample',
        { category: 'PMSPayment' },
        { headers: { 'X-IK-Now': '2001-01-01' } },
      );
      const cart = await json<{ FolioItems: { StartDate: string }[] }>(response);
      expect(cart.FolioItems[0]?.StartDate).not.toContain('2001-01-01');
    });

    attack('a test-mode sandbox honours it (so the test above can fail)', async () => {
      const visitor = createVisitor(sandbox.current);
      const response = await visitor.post(
        '/sandbox/api/cart/sample',
        { category: 'PMSPayment' },
        { headers: { 'X-IK-Now': '2001-01-01' } },
      );
      const cart = await json<{ FolioItems: { StartDate: string }[] }>(response);
      expect(cart.FolioItems[0]?.StartDate).toContain('2001-01-01');
    });
  });

  describe('source maps are not served with the bundle (item 16)', () => {
    for (const path of [
      '/innkit/innkit.js.map',
      '/innkit/innkit.js.MAP',
      '/innkit/innkit.js%2Emap',
      '/innkit/innkit.js.map/',
    ]) {
      attack(`GET ${path} is a 404`, async () => {
        const response = await fetch(new URL(path, sandbox.current.url));
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain('sourcesContent');
      });
    }

    attack('the bundle itself is still served', async () => {
      const response = await fetch(new URL('/innkit/innkit.js', sandbox.current.url));
      expect(response.status).toBe(200);
    });
  });

  describe('the pages approve no injected inline script (item 14)', () => {
    const injected = scriptHash(INJECTED_SCRIPT);
    for (const path of ['/the-lake/book', '/the-lake/book/', '/the-lake/book/checkout']) {
      attack(`${path} with an injected <script> does not approve it`, async () => {
        const response = await fetch(new URL(path, sandbox.current.url));
        const html = await response.text();
        const csp = response.headers.get('Content-Security-Policy') ?? '';
        expect(html).toContain(INJECTED_SCRIPT);
        expect(csp).toMatch(/script-src 'self'/);
        expect(csp).not.toContain(injected);
        expect(csp).not.toMatch(/unsafe-inline|'sha256-/);
      });
    }
    for (const path of ['/the-lake/', '/inn/', '/seaside/', '/']) {
      attack(`the demo page ${path} sends the CMS policy`, async () => {
        const response = await fetch(new URL(path, sandbox.current.url));
        const csp = response.headers.get('Content-Security-Policy') ?? '';
        expect(response.status).toBe(200);
        expect(csp).toContain("script-src 'self'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("base-uri 'self'");
        expect(csp).not.toContain('unsafe-inline');
      });
    }
  });
}
