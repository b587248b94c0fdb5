import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pinToday } from '../core/clock';
import { AuthAnswerSchema } from '../schemas/auth';
import { CartAnswerSchema } from '../schemas/cart';
import { SystemAnswerSchema, UpdateSessionAnswerSchema } from '../schemas/system';
import {
  apiErrorOf,
  type ApiSandbox,
  SEEDED_GUEST,
  fakeFetch,
  recordRequests,
  startApiSandbox,
} from '../testing/api-sandbox';
import { isApiError, userMessageOf } from './errors';
import { resetConfig } from '../core/config';
import { configureHttp, joinUrl, onResultSignal, request } from './http';

let sb: ApiSandbox;

beforeEach(async () => {
  sb = await startApiSandbox();
  configureHttp(sb.http);
});

afterEach(async () => {
  configureHttp();
  pinToday();
  vi.useRealTimers();
  await sb.close();
});

const login = () =>
  request(AuthAnswerSchema, 'POST', '/rs/login', {
    EmailAddress: SEEDED_GUEST.email,
    Password: SEEDED_GUEST.password,
    // The session fields §7 names (the sandbox reads the session from its cookie).
    SessionId: 'first-visit',
    WebFolioId: '0',
  });

describe('request headers', () => {
  it('marks every request, safe or not, as XMLHttpRequest and asks for JSON', async () => {
    await request(SystemAnswerSchema, 'GET', '/rs/system');
    await request(UpdateSessionAnswerSchema, 'POST', '/rs/update-session', {});
    expect(sb.seen).toHaveLength(2);
    for (const seen of sb.seen) {
      expect(seen.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
      expect(seen.headers.get('Accept')).toBe('application/json');
    }
  });

  it('echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN on same-origin requests', async () => {
    await request(SystemAnswerSchema, 'GET', '/rs/system');
    const token = sb.jar.get('XSRF-TOKEN');
    expect(token).toMatch(/.{16,}/);
    const answer = await request(UpdateSessionAnswerSchema, 'POST', '/rs/update-session', {});
    expect(answer.Result.value).toBe('SUCCESS');
    expect(sb.requests()).toEqual(['GET /rs/system', 'POST /rs/update-session']);
    expect(sb.seen[1]?.headers.get('X-XSRF-TOKEN')).toBe(token);
  });

  it('never sends the token to another origin, so the server refuses (419, retried once)', async () => {
    configureHttp({ ...sb.http, origin: 'https://elsewhere.example' });
    await request(SystemAnswerSchema, 'GET', '/rs/system');
    expect(sb.jar.get('XSRF-TOKEN')).toBeDefined();
    const error = await apiErrorOf(
      request(UpdateSessionAnswerSchema, 'POST', '/rs/update-session', {}),
    );
    expect(error.kind).toBe('http');
    expect(error.detail.status).toBe(419);
    expect(sb.requests('/rs/update-session')).toHaveLength(2);
    for (const seen of sb.seen) expect(seen.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends X-IK-Now while the clock is pinned, and the server uses it as today', async () => {
    pinToday('2025-12-01');
    await request(SystemAnswerSchema, 'GET', '/rs/system');
    const cart = await request(CartAnswerSchema, 'POST', '/sandbox/api/cart/sample', {});
    expect(sb.seen.map((s) => s.headers.get('X-IK-Now'))).toEqual(['2025-12-01', '2025-12-01']);
    expect(cart.FolioItems[0]?.StartDate).toBe('2025-12-01');

    pinToday();
    await request(SystemAnswerSchema, 'GET', '/rs/system');
    expect(sb.seen[2]?.headers.has('X-IK-Now')).toBe(false);
  });
});

describe('the 419 retry', () => {
  it('retries the first unsafe request of a visit once, with the cookie the 419 set', async () => {
    expect(sb.jar.all()).toEqual({});
    const answer = await login();
    expect(answer.Result.value).toBe('SUCCESS');
    expect(answer.Session?.FirstName).toBe(SEEDED_GUEST.firstName);
    expect(sb.requests()).toEqual(['POST /rs/login', 'POST /rs/login']);
    expect(sb.seen[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
    const sent = sb.seen[1]?.headers.get('X-XSRF-TOKEN');
    expect(sent).toMatch(/^[0-9a-f]{64}$/);
    // The login started a new session, and the token is bound to it: a new one now.
    expect(sb.jar.get('XSRF-TOKEN')).toMatch(/^[0-9a-f]{64}$/);
    expect(sb.jar.get('XSRF-TOKEN')).not.toBe(sent);
  });

  it('holds the other unsafe requests of a visit until the first has the cookie', async () => {
    // Two months of a calendar ask for their prices at once. Sent together without the
    // cookie, each 419 answer set a new random one, and a retry could carry the token that
    // the other answer had just replaced: refused again, a month without prices.
    expect(sb.jar.all()).toEqual({});
    // Both are answered (no session yet, so the server says so): neither is refused.
    await Promise.all([
      request(UpdateSessionAnswerSchema, 'POST', '/rs/update-session', {}),
      request(UpdateSessionAnswerSchema, 'POST', '/rs/update-session', {}),
    ]);
    // The first, its retry with the cookie its 419 set, then the second, sent once.
    expect(sb.seen.map((s) => s.headers.get('X-XSRF-TOKEN') ?? 'none')).toEqual([
      'none',
      sb.jar.get('XSRF-TOKEN'),
      sb.jar.get('XSRF-TOKEN'),
    ]);
  });

  it('holds an unsafe request until a request sent without the cookie is answered', async () => {
    // The page asks for its session (which sets the cookie) as a calendar asks for prices.
    expect(sb.jar.all()).toEqual({});
    await Promise.all([
      request(SystemAnswerSchema, 'GET', '/rs/system'),
      request(UpdateSessionAnswerSchema, 'POST', '/rs/update-session', {}),
    ]);
    expect(sb.requests()).toEqual(['GET /rs/system', 'POST /rs/update-session']);
    expect(sb.seen[1]?.headers.get('X-XSRF-TOKEN')).toBe(sb.jar.get('XSRF-TOKEN'));
  });

  it('does not retry a safe request', async () => {
    const { fetch, seen } = recordRequests(
      fakeFetch('{"message":"CSRF token mismatch."}', { status: 419 }),
    );
    configureHttp({ ...sb.http, fetch });
    const error = await apiErrorOf(request(SystemAnswerSchema, 'GET', '/rs/system'));
    expect(error.detail.status).toBe(419);
    expect(seen).toHaveLength(1);
  });
});

describe('errors', () => {
  it('refuses an answer that does not match the schema, listing the issues', async () => {
    const Wrong = v.object({
      Result: v.object({ value: v.literal('FAIL') }),
      NotThere: v.string(),
    });
    const error = await apiErrorOf(request(Wrong, 'GET', '/rs/system'));
    expect(error.kind).toBe('invalid-answer');
    expect(error.detail.status).toBe(200);
    expect(error.detail.issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Result\.value: /),
        expect.stringMatching(/^NotThere: /),
      ]),
    );
    expect(error.userMessage).toBe(
      'The hotel sent an answer we could not read. Please try again in a moment.',
    );
  });

  it('refuses a body that is not JSON', async () => {
    const error = await apiErrorOf(request(SystemAnswerSchema, 'GET', '/sandbox'));
    expect(error.kind).toBe('invalid-answer');
    expect(error.detail.status).toBe(200);
    expect(error.detail.issues).toBeUndefined();
  });

  it('reports a fetch that fails as a network problem in plain words', async () => {
    configureHttp({
      ...sb.http,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const error = await apiErrorOf(request(SystemAnswerSchema, 'GET', '/rs/system'));
    expect(error.kind).toBe('network');
    expect(error.detail.cause).toBeInstanceOf(TypeError);
    expect(error.userMessage).toBe(
      'We could not reach the hotel. Please check your connection and try again.',
    );
    expect(userMessageOf(error)).toBe(error.userMessage);
  });

  it('reports a server that is gone as a network problem', async () => {
    await sb.close();
    const error = await apiErrorOf(request(SystemAnswerSchema, 'GET', '/rs/system'));
    expect(error.kind).toBe('network');
    expect(error.detail.url).toBe(`${sb.url}/rs/system`);
  });

  it('reports an error status as an http problem', async () => {
    configureHttp({ ...sb.http, fetch: fakeFetch('{"message":"Server error."}', { status: 500 }) });
    const error = await apiErrorOf(request(SystemAnswerSchema, 'GET', '/rs/system'));
    expect(error.kind).toBe('http');
    expect(error.detail.status).toBe(500);
    expect(error.message).toContain('(500)');
  });

  it('reports an unknown address of the real server as an http problem', async () => {
    const error = await apiErrorOf(request(SystemAnswerSchema, 'GET', '/rs/no-such-thing'));
    expect(error.kind).toBe('http');
    expect(error.detail.status).toBe(404);
  });

  it("lists a 422 answer's issues as path: message, and none when it has no list", async () => {
    const issues = [
      { path: 'formData.email', message: 'Please enter a valid email address' },
      { path: '', message: 'Whole form' },
      { message: 42 },
    ];
    configureHttp({ ...sb.http, fetch: fakeFetch(JSON.stringify({ issues }), { status: 422 }) });
    const error = await apiErrorOf(request(SystemAnswerSchema, 'GET', '/rs/system'));
    expect(error.kind).toBe('http');
    expect(error.detail.issues).toEqual([
      'formData.email: Please enter a valid email address',
      '(root): Whole form',
    ]);
    configureHttp({ ...sb.http, fetch: fakeFetch('not json', { status: 422 }) });
    const bare = await apiErrorOf(request(SystemAnswerSchema, 'GET', '/rs/system'));
    expect(bare.detail).toMatchObject({ status: 422 });
    expect(bare.detail.issues).toBeUndefined();
  });

  it('reports 429 as rate-limited with the seconds of Retry-After', async () => {
    configureHttp({
      ...sb.http,
      fetch: fakeFetch('{}', { status: 429, headers: { 'Retry-After': '30' } }),
    });
    const error = await apiErrorOf(request(SystemAnswerSchema, 'GET', '/rs/system'));
    expect(error.kind).toBe('rate-limited');
    expect(error.detail).toMatchObject({ status: 429, retryAfterSeconds: 30 });
    expect(error.userMessage).toBe('Too many attempts. Please wait a moment and try again.');
  });

  it('leaves retryAfterSeconds out when 429 comes without Retry-After', async () => {
    configureHttp({ ...sb.http, fetch: fakeFetch('{}', { status: 429 }) });
    const error = await apiErrorOf(request(SystemAnswerSchema, 'GET', '/rs/system'));
    expect(error.kind).toBe('rate-limited');
    expect(error.detail.retryAfterSeconds).toBeUndefined();
  });

  it('gives up after the configured timeout', async () => {
    const hanging: typeof fetch = (input) =>
      new Promise((_resolve, reject) => {
        const signal = input instanceof Request ? input.signal : undefined;
        signal?.addEventListener('abort', () => reject(signal.reason));
      });
    configureHttp({ ...sb.http, fetch: hanging, timeout: 50 });
    const error = await apiErrorOf(request(SystemAnswerSchema, 'GET', '/rs/system'));
    expect(error.kind).toBe('timeout');
    expect(error.userMessage).toBe(
      'The hotel took too long to answer. Nothing you entered has been lost: please check your connection and try again.',
    );
  });

  it('times out after 20 s by default (issue 17 item 11), and a slower answer is not waited for', async () => {
    vi.useFakeTimers();
    const slow: typeof fetch = (input, init) =>
      new Promise((resolve, reject) => {
        const signal = input instanceof Request ? input.signal : init?.signal;
        signal?.addEventListener('abort', () => reject(signal.reason));
        setTimeout(() => resolve(sb.http.fetch!(input, init)), 60_000);
      });
    configureHttp({ ...sb.http, fetch: slow });
    const outcome = apiErrorOf(request(SystemAnswerSchema, 'GET', '/rs/system'));
    await vi.advanceTimersByTimeAsync(19_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    expect((await outcome).kind).toBe('timeout');
  });

  it('takes its default timeout from the page config (apiTimeoutMs)', async () => {
    resetConfig({ apiTimeoutMs: 2000 });
    vi.useFakeTimers();
    const hanging: typeof fetch = (input) =>
      new Promise((_resolve, reject) => {
        const signal = input instanceof Request ? input.signal : undefined;
        signal?.addEventListener('abort', () => reject(signal.reason));
      });
    configureHttp({ ...sb.http, fetch: hanging });
    const outcome = apiErrorOf(request(SystemAnswerSchema, 'GET', '/rs/system'));
    await vi.advanceTimersByTimeAsync(2000);
    vi.useRealTimers();
    resetConfig();
    expect((await outcome).kind).toBe('timeout');
  });

  it('gives any other thrown value the generic message', () => {
    expect(isApiError(new Error('x'))).toBe(false);
    expect(userMessageOf(new Error('x'))).toBe(
      'Something went wrong on our side. Please try again in a moment.',
    );
  });
});

describe('joinUrl', () => {
  it('joins a base and a path with exactly one slash, and leaves a path alone without base', () => {
    expect(joinUrl('https://h.example/api/', '/rs/system')).toBe('https://h.example/api/rs/system');
    expect(joinUrl('https://h.example', 'rs/system')).toBe('https://h.example/rs/system');
    expect(joinUrl('', '/rs/system')).toBe('/rs/system');
  });

  it('leaves an address on another host alone (the pricing service)', () => {
    const pms = 'https://pms.example/api/pms/availability/the-lake/cheapest';
    expect(joinUrl('/prefix', pms)).toBe(pms);
  });
});

describe('result signals (issue 17 items 5 and 6)', () => {
  it('tells its listeners of a SESSION FAIL from any call, and of a system offline', async () => {
    const signals: string[] = [];
    const stop = onResultSignal((signal) => signals.push(signal));
    try {
      const expired =
        '{"Result":{"value":"SESSION FAIL","Text":"Your session has expired.","ErrorId":1002}}';
      configureHttp({ ...sb.http, fetch: fakeFetch(expired) });
      // An answer that is only the lapse is the lapse, not "an answer we could not read".
      const error = await apiErrorOf(request(SystemAnswerSchema, 'GET', '/rs/system'));
      expect(error.kind).toBe('session-expired');
      expect(error.userMessage).toMatch(/Your session timed out/);
      // One whose schema allows it is handed back as it is, and still signalled.
      const emptied = `${expired.slice(0, -1)},"FolioBalance":0,"FolioItems":[]}`;
      configureHttp({ ...sb.http, fetch: fakeFetch(emptied) });
      const cart = await request(CartAnswerSchema, 'GET', '/rs/get-webfolios');
      expect(cart.Result.value).toBe('SESSION FAIL');
      const offline = '{"Result":{"value":"FAIL","Text":"closed","ErrorId":1010}}';
      configureHttp({ ...sb.http, fetch: fakeFetch(offline) });
      await request(CartAnswerSchema, 'GET', '/rs/get-webfolios').catch(() => undefined);
      expect(signals).toEqual(['session-expired', 'session-expired', 'system-offline']);
    } finally {
      stop();
    }
  });
});
