/**
 * A small browser-like cookie jar for tests that talk to the sandbox with real `fetch`.
 *
 * - Stores every `Set-Cookie` of every answer (also of redirects, which it follows itself),
 *   and sends the cookies back in a `Cookie` header.
 * - A cookie set with `Max-Age=0` (or less) or an `Expires` in the past is deleted.
 * - `fetch` adds `X-XSRF-TOKEN` (the XSRF-TOKEN cookie, Laravel style) to every unsafe
 *   request that does not set it; with no token yet, it first GETs one from the same origin.
 *   `rawFetch` sends cookies only, for testing what happens without the header.
 *
 * One jar is one browser talking to one site: cookies are not separated by host or port (a
 * browser does not separate ports either), and Path and Domain are ignored (every sandbox
 * cookie uses Path=/). Use one jar per simulated visitor.
 */

export interface CookieJar {
  /** fetch with the jar's cookies and, on unsafe methods, the XSRF header. */
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  /** fetch with the jar's cookies only. */
  rawFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  /** A cookie's decoded value. */
  get(name: string): string | undefined;
  set(name: string, value: string): void;
  delete(name: string): void;
  clear(): void;
  /** Every cookie name and decoded value, for assertions. */
  all(): Record<string, string>;
}

export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';
/** A side-effect-free sandbox address that hands out an XSRF-TOKEN cookie. */
const XSRF_PRIMING_PATH = '/sandbox/api/system-state';
const MAX_REDIRECTS = 20;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface ParsedSetCookie {
  name: string;
  value: string;
  expired: boolean;
}

function parseSetCookie(header: string, now: number): ParsedSetCookie | null {
  const [pair = '', ...attributes] = header.split(';');
  const equals = pair.indexOf('=');
  if (equals <= 0) return null;
  const name = pair.slice(0, equals).trim();
  const value = pair.slice(equals + 1).trim();
  let expired = false;
  for (const attribute of attributes) {
    const [key = '', ...rest] = attribute.split('=');
    const attributeValue = rest.join('=').trim();
    const lowerKey = key.trim().toLowerCase();
    if (lowerKey === 'max-age') expired = Number(attributeValue) <= 0;
    if (lowerKey === 'expires' && !attributes.some((a) => /^\s*max-age=/i.test(a))) {
      const expires = Date.parse(attributeValue);
      expired = !Number.isNaN(expires) && expires <= now;
    }
  }
  return { name, value: value.replace(/^"(.*)"$/, '$1'), expired };
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function isUnsafe(method: string | undefined): boolean {
  return !SAFE_METHODS.has((method ?? 'GET').toUpperCase());
}

/** Any fetch input (ky passes a Request) as a URL and a re-sendable init (body buffered). */
async function plainRequest(input: RequestInfo | URL, init?: RequestInit) {
  const request = new Request(input, init);
  const body = request.body ? await request.arrayBuffer() : null;
  const plain: RequestInit = {
    method: request.method,
    headers: request.headers,
    body,
    redirect: request.redirect,
    signal: request.signal,
  };
  return { url: new URL(request.url), init: plain };
}

function redirectedInit(init: RequestInit, status: number): RequestInit {
  const method = (init.method ?? 'GET').toUpperCase();
  const becomesGet = status === 303 || ((status === 301 || status === 302) && method === 'POST');
  if (!becomesGet || method === 'HEAD') return init;
  const headers = new Headers(init.headers);
  headers.delete('Content-Type');
  headers.delete('Content-Length');
  return { ...init, method: 'GET', body: null, headers };
}

/** `send` is the network call (a test may pass one that connects from another address). */
export function createCookieJar(send: typeof fetch = fetch): CookieJar {
  const jar = new Map<string, string>();

  function store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const cookie = parseSetCookie(header, Date.now());
      if (!cookie) continue;
      if (cookie.expired) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
  }

  async function sendWithCookies(input: RequestInfo | URL, init?: RequestInit) {
    let { url, init: current } = await plainRequest(input, init);
    const follow = current.redirect === 'follow';
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      const headers = new Headers(current.headers);
      const cookies = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      if (cookies && !headers.has('Cookie')) headers.set('Cookie', cookies);
      const response = await send(url, { ...current, headers, redirect: 'manual' });
      store(response);
      const location = response.headers.get('Location');
      if (!follow || !location || response.status < 300 || response.status >= 400) {
        return response;
      }
      await response.body?.cancel();
      url = new URL(location, url);
      current = redirectedInit(current, response.status);
    }
    throw new Error(`More than ${MAX_REDIRECTS} redirects from ${url.href}`);
  }

  async function sendWithXsrf(input: RequestInfo | URL, init?: RequestInit) {
    const { url, init: plain } = await plainRequest(input, init);
    const headers = new Headers(plain.headers);
    if (isUnsafe(plain.method) && !headers.has(XSRF_HEADER_NAME)) {
      if (!jar.has(XSRF_COOKIE_NAME)) {
        const primer = await sendWithCookies(new URL(XSRF_PRIMING_PATH, url));
        await primer.body?.cancel();
      }
      const token = jar.get(XSRF_COOKIE_NAME);
      if (token !== undefined) headers.set(XSRF_HEADER_NAME, decode(token));
    }
    return sendWithCookies(url, { ...plain, headers });
  }

  return {
    fetch: sendWithXsrf,
    rawFetch: sendWithCookies,
    get: (name) => {
      const value = jar.get(name);
      return value === undefined ? undefined : decode(value);
    },
    set: (name, value) => {
      jar.set(name, encodeURIComponent(value));
    },
    delete: (name) => {
      jar.delete(name);
    },
    clear: () => jar.clear(),
    all: () => Object.fromEntries([...jar].map(([name, value]) => [name, decode(value)])),
  };
}
