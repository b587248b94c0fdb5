import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { SEEDED_GUEST } from '../../sandbox/db/seed-guest';
import { PROJECT_ROOT } from '../../sandbox/start-sandbox';
import type { RunningSandbox } from '../../sandbox/start-sandbox';
import {
  loginBody,
  registration,
  withContractFields,
} from '../../sandbox/testing/checkout-helpers';
import { confirmAs } from '../../sandbox/testing/confirm-link';
import { sourceFetch } from '../../sandbox/testing/source-fetch';
import { type Visitor, createVisitor } from '../../sandbox/testing/test-sandbox';

export { SEEDED_GUEST };

/** A script an attacker managed to write into a booking page's HTML. */
export const INJECTED_SCRIPT = "alert('injected')";

/**
 * A project root for a sandbox with the real demo pages, an injected inline script in the
 * booking page, and a bundle whose build left its source maps beside it.
 */
export function tamperedRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'innkit-security-'));
  cpSync(join(PROJECT_ROOT, 'demo-pages'), join(root, 'demo-pages'), { recursive: true });
  const book = join(root, 'demo-pages', 'the-lake', 'book', 'index.html');
  const html = readFileSync(book, 'utf8');
  writeFileSync(book, html.replace('</body>', `<script>${INJECTED_SCRIPT}</script></body>`));
  mkdirSync(join(root, 'dist'), { recursive: true });
  writeFileSync(join(root, 'dist', 'innkit.js'), 'export {};\n//# sourceMappingURL=innkit.js.map');
  writeFileSync(join(root, 'dist', 'innkit.js.map'), '{"version":3,"sourcesContent":["secret"]}');
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return root;
}

/** A visitor whose requests come from another client address (127.0.0.N). */
export function visitorFrom(sandbox: RunningSandbox, n: number): Visitor {
  return createVisitor(sandbox, sourceFetch(`127.0.0.${n}`));
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export async function logIn(visitor: Visitor, email: string, password: string) {
  const response = await visitor.post('/rs/login', await loginBody(visitor, email, password));
  const body = response.status === 200 ? await json<{ Result: { value: string } }>(response) : null;
  return { status: response.status, value: body?.Result.value };
}

export async function isLoggedIn(visitor: Visitor): Promise<boolean> {
  const answer = await json<{ Session: { isLoggedIn: boolean } }>(await visitor.get('/rs/system'));
  return answer.Session.isLoggedIn;
}

let guests = 0;
/** A newly registered, logged-in guest; the password is `Compiler1952`. */
export async function newGuest(sandbox: RunningSandbox, from?: number) {
  guests += 1;
  const email = `guest${guests}-${Date.now()}@security.test`;
  const visitor = from ? visitorFrom(sandbox, from) : createVisitor(sandbox);
  await visitor.get('/rs/system');
  const answer = await json<{ Result: { value: string }; Session: { isLoggedIn: boolean } }>(
    await visitor.post('/rs/register', registration(email)),
  );
  expect(answer.Result.value).toBe('SUCCESS');
  // Logged in at once (the default), or once the emailed link is opened (confirmation on).
  if (answer.Session.isLoggedIn) return { visitor, email, password: 'Compiler1952' };
  const confirmed = await json<{ Result: { value: string } }>(await confirmAs(visitor, email));
  expect(confirmed.Result.value).toBe('SUCCESS');
  return { visitor, email, password: 'Compiler1952' };
}

export function lastMailTo(sandbox: RunningSandbox, recipient: string) {
  return sandbox.repos.account.mail().find((m) => m.recipient === recipient);
}

/** `/rs/request`, with the fields §7 names that `data` leaves out filled as the engine does. */
export async function rsCall(visitor: Visitor, method: string, data: unknown = {}) {
  const filled =
    data && typeof data === 'object' && !Array.isArray(data)
      ? await withContractFields(visitor, method, data as Record<string, unknown>)
      : data;
  return visitor.post('/rs/request', { method, data: filled });
}

/** The hotel's registration setting: must a new account open its emailed link first? */
export function confirmRegistrations(sandbox: RunningSandbox, on = true): void {
  sandbox.repos.settings.setRegistrationConfirmation(on);
}
