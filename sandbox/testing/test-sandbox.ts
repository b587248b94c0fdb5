import { afterAll, beforeAll } from 'vitest';
import type { RunningSandbox, SandboxOptions } from '../start-sandbox';
import { startSandbox } from '../start-sandbox';
import { FIXTURE_HASH_COST } from '../auth/password-hash';
import type { CookieJar } from './cookie-jar';
import { createCookieJar } from './cookie-jar';

/**
 * Starts an in-memory sandbox on a free port for the current test file and stops it after.
 * Read `.current` inside tests (it is set in beforeAll). The accounts its tests register are
 * fixtures, hashed at the fixture cost unless `passwordHashCost` says otherwise (the security
 * suite checks the real cost on a sandbox of its own).
 */
export function useTestSandbox(options: SandboxOptions = {}): { readonly current: RunningSandbox } {
  let sandbox: RunningSandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({
      port: 0,
      dbFile: ':memory:',
      passwordHashCost: FIXTURE_HASH_COST,
      ...options,
    });
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  return {
    get current() {
      if (!sandbox) throw new Error('The test sandbox is not started yet');
      return sandbox;
    },
  };
}

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
