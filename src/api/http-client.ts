import ky, { type KyInstance, TimeoutError } from 'ky';
import * as v from 'valibot';
import { pinnedToday } from '../core/clock';
import { getConfig } from '../core/config';
import { readCookie } from '../core/cookies';
import { ApiError } from './errors';
import type { HttpOptions, HttpWiring } from './http-options';
import { joinUrl } from './join-url';
import { resultSignal } from './result-signal';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether `url` goes to the page's own origin (the only one that gets the XSRF token). */
function isSameOrigin(options: HttpOptions, url: string): boolean {
  const origin = options.origin ?? globalThis.location?.origin;
  return Boolean(origin) && new URL(url, origin).origin === origin;
}

function createKy(options: HttpOptions): KyInstance {
  const cookie = options.readCookie ?? readCookie;
  return ky.create({
    retry: 0,
    timeout: options.timeout ?? getConfig().apiTimeoutMs,
    throwHttpErrors: false,
    credentials: 'same-origin',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set('X-Requested-With', 'XMLHttpRequest');
          request.headers.set('Accept', 'application/json');
          const sameOrigin = isSameOrigin(options, request.url);
          const token = cookie('XSRF-TOKEN');
          if (token && sameOrigin) request.headers.set('X-XSRF-TOKEN', token);
          const pinned = pinnedToday();
          if (pinned && sameOrigin) request.headers.set('X-IK-Now', pinned);
        },
      ],
    },
  });
}

let current: { generation: number; options: HttpOptions; ky: KyInstance } | undefined;

/** The ky instance for what configureHttp last set, or for the page's config. */
function client(wiring: HttpWiring) {
  const { options, generation } = wiring.settings();
  if (current?.generation !== generation) {
    const chosen = options ?? { base: getConfig().apiBase };
    current = { generation, options: chosen, ky: createKy(chosen) };
  }
  return current;
}

function retryAfter(response: Response): number | undefined {
  const value = Number(response.headers.get('Retry-After'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * The problems a 422 answer lists (`{ issues: [{ path, message }] }`, as the sandbox and
 * Laravel send them), as `path: message`; undefined when the body says nothing readable.
 */
async function rejectedIssues(response: Response): Promise<string[] | undefined> {
  try {
    const body = (await response.json()) as { issues?: unknown };
    if (!Array.isArray(body.issues)) return undefined;
    return body.issues.flatMap((issue: { path?: unknown; message?: unknown }) =>
      typeof issue?.message === 'string'
        ? [
            `${typeof issue.path === 'string' && issue.path ? issue.path : '(root)'}: ${issue.message}`,
          ]
        : [],
    );
  } catch {
    return undefined;
  }
}

/**
 * The requests sent to the page's origin while it had no XSRF cookie yet, until answered: an
 * unsafe request waits for them. Each answer to a request without the cookie may set one (a
 * random token, or one bound to a session it started), so an unsafe request sent beside them
 * (a calendar's two months, the page's session) could carry a token that another answer had
 * just replaced and be refused twice: a month without prices (seen in the browser tests).
 */
const cookieless = new Set<Promise<unknown>>();

async function send(
  wiring: HttpWiring,
  method: string,
  url: string,
  body: unknown,
): Promise<Response> {
  const { ky: http, options } = client(wiring);
  const unsafe = UNSAFE.has(method);
  if (unsafe) while (cookieless.size) await Promise.all(cookieless);
  const init = body === undefined ? { method } : { method, json: body };
  const sending = (async () => {
    let response = await http(url, init);
    // The first unsafe request of a visit may race the XSRF cookie: the 419 answer sets it,
    // so one retry is always safe (nothing changed on the server).
    if (response.status === 419 && unsafe) response = await http(url, init);
    return response;
  })();
  const cookie = options.readCookie ?? readCookie;
  if (isSameOrigin(options, url) && !cookie('XSRF-TOKEN')) {
    const answered: Promise<unknown> = sending
      .catch(() => undefined)
      .finally(() => cookieless.delete(answered));
    cookieless.add(answered);
  }
  try {
    return await sending;
  } catch (cause) {
    if (cause instanceof TimeoutError) throw new ApiError('timeout', { url, cause });
    throw new ApiError('network', { url, cause });
  }
}

/**
 * The page's HTTP client, loaded with the first request (src/api/http.ts holds what the page
 * needs before: the settings, the listeners and `request` itself, which loads this file and
 * hands it its wiring).
 * Call the API and validate the answer. Throws ApiError for a network failure, a timeout,
 * an error status, or an answer that does not match the schema.
 */
export async function request<S extends v.GenericSchema>(
  wiring: HttpWiring,
  schema: S,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<v.InferOutput<S>> {
  const url = joinUrl(client(wiring).options.base, path);
  const response = await send(wiring, method, url, body);
  if (response.status === 429) {
    throw new ApiError('rate-limited', {
      url,
      status: 429,
      retryAfterSeconds: retryAfter(response),
    });
  }
  if (response.status === 422) {
    throw new ApiError('http', { url, status: 422, issues: await rejectedIssues(response) });
  }
  if (!response.ok) throw new ApiError('http', { url, status: response.status });
  const { listeners } = wiring;
  if (UNSAFE.has(method) && path.startsWith('/rs/'))
    for (const listener of listeners.activity) listener();
  let json: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    throw new ApiError('invalid-answer', { url, status: response.status, cause });
  }
  const signal = resultSignal(json);
  if (signal) for (const listener of listeners.signal) listener(signal);
  const result = v.safeParse(schema, json);
  // An answer that is only its SESSION FAIL is the lapse, not an unreadable answer.
  if (!result.success && signal === 'session-expired') {
    throw new ApiError('session-expired', { url, status: response.status });
  }
  if (!result.success) {
    throw new ApiError('invalid-answer', {
      url,
      status: response.status,
      issues: result.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`),
    });
  }
  return result.output;
}
