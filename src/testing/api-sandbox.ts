/**
 * Test helpers for the API client and the stores: a real in-process sandbox server, one
 * simulated browser (cookie jar) talking to it, and a record of every request our client sent.
 * Tests only: nothing in the runtime imports this folder.
 */
import { FIXTURE_HASH_COST } from '../../sandbox/auth/password-hash';
import { startSandbox, type RunningSandbox } from '../../sandbox/start-sandbox';
import { createCookieJar, type CookieJar } from '../../sandbox/testing/cookie-jar';
import { type ApiError, isApiError } from '../api/errors';
import type { HttpOptions } from '../api/http';

export { SEEDED_GUEST } from '../../sandbox/db/seed-guest';
export { LOGIN_FAILED_TEXT } from '../../sandbox/routes/auth';

export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The JSON body sent, if any (read from a copy of the request). */
  body: Promise<unknown>;
}

async function jsonOf(request: Request): Promise<unknown> {
  const text = await request.text();
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

/** Wraps a fetch so that each request's method, address and headers are kept in `seen`. */
export function recordRequests(inner: typeof fetch): { fetch: typeof fetch; seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const wrapped: typeof fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const headers = new Headers(request.headers);
    new Headers(init?.headers).forEach((value, name) => headers.set(name, value));
    const body = jsonOf(input instanceof Request ? input.clone() : request);
    seen.push({ method: init?.method ?? request.method, url: new URL(request.url), headers, body });
    return inner(input, init);
  };
  return { fetch: wrapped, seen };
}

export interface ApiSandbox {
  sandbox: RunningSandbox;
  url: string;
  /** The simulated browser's cookies (the sandbox's ik_sid and XSRF-TOKEN). */
  jar: CookieJar;
  /** Every request our client sent, in order. */
  seen: SeenRequest[];
  /** Options for `configureHttp`: same origin, cookies from the jar, XSRF left to our client. */
  http: HttpOptions;
  /** `METHOD /path` of every request seen with the given path (all when omitted). */
  requests(path?: string): string[];
  /** The JSON bodies our client sent to the path, in order. */
  bodies(path: string): Promise<unknown[]>;
  /** POST to a sandbox control (as the same visitor, not recorded); answers the JSON. */
  control(path: string, body?: unknown): Promise<unknown>;
  /** The newest confirmation link mailed to `email`, as `confirmAccount` takes it. */
  confirmLink(email: string): { email: string; token: string };
  /** Idempotent. */
  close(): Promise<void>;
}

/** Starts an in-memory sandbox on a free port (or the given one) with a fresh visitor. */
export async function startApiSandbox(port = 0): Promise<ApiSandbox> {
  // The accounts these tests register are fixtures: hashed at the fixture cost.
  const sandbox = await startSandbox({
    port,
    dbFile: ':memory:',
    passwordHashCost: FIXTURE_HASH_COST,
    // These suites test the flow with the emailed confirmation link (the hotel may choose
    // it; issue 34 item 9): the default, logging a new guest in at once, is tested in sandbox/.
    registrationConfirmation: true,
  });
  const jar = createCookieJar();
  const recorder = recordRequests(jar.rawFetch);
  let closed = false;
  return {
    sandbox,
    url: sandbox.url,
    jar,
    seen: recorder.seen,
    http: { base: sandbox.url, origin: sandbox.url, fetch: recorder.fetch, readCookie: jar.get },
    requests: (path) =>
      recorder.seen
        .filter((r) => path === undefined || r.url.pathname === path)
        .map((r) => `${r.method} ${r.url.pathname}`),
    bodies: (path) =>
      Promise.all(recorder.seen.filter((r) => r.url.pathname === path).map((r) => r.body)),
    async control(path, body) {
      const response = await jar.fetch(new URL(path, sandbox.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return response.json();
    },
    confirmLink(email) {
      const mail = sandbox.repos.account
        .mail()
        .find((m) => m.recipient === email && m.subject === 'Confirm your email address');
      const token = mail?.link ? new URL(mail.link).searchParams.get('confirm') : null;
      if (!token) throw new Error(`no confirmation link was mailed to ${email}`);
      return { email, token };
    },
    async close() {
      if (closed) return;
      closed = true;
      await sandbox.close();
    },
  };
}

/** A fetch that answers every request with the given body, status and headers. */
export function fakeFetch(
  body: string,
  init: ResponseInit = { status: 200, headers: { 'Content-Type': 'application/json' } },
): typeof fetch {
  return () => Promise.resolve(new Response(body, init));
}

/** The ApiError a call rejects with; throws if it resolves or rejects with anything else. */
export async function apiErrorOf(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    (value: unknown) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if ('error' in outcome && isApiError(outcome.error)) return outcome.error;
  throw new Error(`Expected an ApiError, got ${JSON.stringify(outcome)}`);
}
