import ky, { type KyInstance, TimeoutError } from 'ky';
import * as v from 'valibot';
import { pinnedToday } from '../core/clock';
import { getConfig } from '../core/config';
import { readCookie } from '../core/cookies';
import { ApiError } from './errors';
import { type ResultSignal, resultSignal } from './result-signal';

export interface HttpOptions {
  /** Origin or path prefix of the API; '' means the page's own origin. */
  base: string;
  /** The page's origin, to decide which requests are same-origin. */
  origin?: string;
  fetch?: typeof fetch;
  readCookie?: (name: string) => string | undefined;
  /** Milliseconds, or false for none; default the page config's `apiTimeoutMs` (20 s). */
  timeout?: number | false;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `base` + `path`; an absolute `path` (another host, such as the pricing service) stays as it is. */
export function joinUrl(base: string, path: string): string {
  if (!base || /^\w+:\/\//.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
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
          const origin = options.origin ?? globalThis.location?.origin;
          const sameOrigin = Boolean(origin) && new URL(request.url).origin === origin;
          const token = cookie('XSRF-TOKEN');
          if (token && sameOrigin) request.headers.set('X-XSRF-TOKEN', token);
          const pinned = pinnedToday();
          if (pinned && sameOrigin) request.headers.set('X-IK-Now', pinned);
        },
      ],
    },
  });
}

let current: { options: HttpOptions; ky: KyInstance } | undefined;
const activityListeners = new Set<() => void>();
const signalListeners = new Set<(signal: ResultSignal) => void>();

/**
 * Be told when any answer, from any call, says the session lapsed or the system is offline
 * (issue 17 items 5 and 6): the one place every call passes through, so no screen can miss it.
 */
export function onResultSignal(listener: (signal: ResultSignal) => void): () => void {
  signalListeners.add(listener);
  return () => signalListeners.delete(listener);
}

/**
 * Be told after each successful unsafe `/rs/…` request: the server counts it as activity
 * and restarts the session's timeout, so the page's session clock must restart too.
 */
export function onSessionActivity(listener: () => void): () => void {
  activityListeners.add(listener);
  return () => activityListeners.delete(listener);
}

/** Point every API module at a server (tests), or back at the page's config (no argument). */
export function configureHttp(options?: HttpOptions): void {
  current = options ? { options, ky: createKy(options) } : undefined;
}

function client() {
  if (!current) {
    const options = { base: getConfig().apiBase };
    current = { options, ky: createKy(options) };
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

async function send(method: string, url: string, body: unknown): Promise<Response> {
  const { ky: http } = client();
  try {
    const init = body === undefined ? { method } : { method, json: body };
    let response = await http(url, init);
    // The first unsafe request of a visit may race the XSRF cookie: the 419 answer sets it,
    // so one retry is always safe (nothing changed on the server).
    if (response.status === 419 && UNSAFE.has(method)) response = await http(url, init);
    return response;
  } catch (cause) {
    if (cause instanceof TimeoutError) throw new ApiError('timeout', { url, cause });
    throw new ApiError('network', { url, cause });
  }
}

/**
 * Call the API and validate the answer. Throws ApiError for a network failure, a timeout,
 * an error status, or an answer that does not match the schema.
 */
export async function request<S extends v.GenericSchema>(
  schema: S,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<v.InferOutput<S>> {
  const url = joinUrl(client().options.base, path);
  const response = await send(method, url, body);
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
  if (UNSAFE.has(method) && path.startsWith('/rs/'))
    for (const listener of activityListeners) listener();
  let json: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    throw new ApiError('invalid-answer', { url, status: response.status, cause });
  }
  const signal = resultSignal(json);
  if (signal) for (const listener of signalListeners) listener(signal);
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
