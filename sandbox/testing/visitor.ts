import type { RunningSandbox } from '../start-sandbox';
import type { CookieJar } from './cookie-jar';
import { createCookieJar } from './cookie-jar';

/** One simulated browser: its own cookie jar, JSON helpers, paths relative to the sandbox. */
export interface Visitor {
  jar: CookieJar;
  get(path: string, init?: RequestInit): Promise<Response>;
  /** POST JSON (the body is stringified unless it is already a string). XSRF header added. */
  post(path: string, body?: unknown, init?: RequestInit): Promise<Response>;
}

/** A visitor; `send` replaces the network call (e.g. `sourceFetch`: another client address). */
export function createVisitor(sandbox: RunningSandbox, send?: typeof fetch): Visitor {
  const jar = createCookieJar(send);
  const url = (path: string) => new URL(path, sandbox.url);
  return {
    jar,
    get: (path, init) => jar.fetch(url(path), init),
    post: (path, body, init) => {
      const headers = new Headers(init?.headers);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      const payload = typeof body === 'string' || body === undefined ? body : JSON.stringify(body);
      return jar.fetch(url(path), { ...init, method: 'POST', headers, body: payload });
    },
  };
}
