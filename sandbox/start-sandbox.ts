import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { migrate } from './db/migrate';
import { IN_MEMORY, openDatabase } from './db/open-database';
import type { SandboxDatabase } from './db/open-database';
import { createRepos } from './db/repos';
import type { Repos } from './db/repos';
import { seedDatabase } from './db/seed';
import type { SystemState } from './db/settings-repo';
import { isIsoDay, londonDate } from '../src/domain/calendar/calendar-day';
import { remindBalances } from './balance/balance-reminders';
import { createPaymentGateway, paymentSecret } from './payment/gateway';
import type { PaymentGateway } from './payment/gateway';
import { createPaymentApp } from './payment/payment-app';
import { FIXTURE_HASH_COST, HASH_COST } from './auth/password-hash';

export interface SandboxOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Database file, created on first use. Default ':memory:'. */
  dbFile?: string;
  /** Pinned "today", YYYY-MM-DD; in test mode a request's `X-IK-Now` header still wins. */
  now?: string;
  /**
   * Test mode: any request may pin "today" with `X-IK-Now` (demo pages with `?ik-now=`, the
   * test suites). Default true for this programmatic entry (tests and journeys call it);
   * `npm start` turns it on only with `SANDBOX_TEST_MODE=1`.
   */
  testMode?: boolean;
  /**
   * The public address of the site (scheme, host, port) that links in mails point to, e.g.
   * `https://www.example-hotels.co.uk`. Default: the sandbox's own address. Never the Host
   * header of a request.
   */
  publicBaseUrl?: string;
  /** Absolute lifetime of a session in milliseconds, however active. Default 12 hours. */
  sessionLifetimeMs?: number;
  /**
   * scrypt's N for new password hashes: 2^17 (`npm start` always passes it). A test-mode
   * sandbox defaults to the fixture cost, so that the accounts tests and journeys register
   * (fixtures) cost little; the security suite checks the real cost on a served sandbox.
   */
  passwordHashCost?: number;
  /** Project root holding dist/ and demo-pages/. Default: this repository. */
  rootDir?: string;
  /** Sets the system state at start (it is otherwise kept in the database). */
  systemState?: SystemState;
  /** Wall clock in milliseconds, for session timeouts. Default Date.now. */
  nowMs?: () => number;
  /** Port of the hosted payment page, a second origin. 0 picks a free port. Default 0. */
  paymentPort?: number;
  /**
   * The hotel's registration setting (issue 34 item 9), stored in the database: true makes a
   * new account open its emailed link before it may log in; false logs the new guest in at
   * once (the default of a new database). Left as the database has it when omitted.
   */
  registrationConfirmation?: boolean;
}

export interface RunningSandbox {
  /** Base address without trailing slash, e.g. http://127.0.0.1:8080. */
  url: string;
  port: number;
  db: SandboxDatabase;
  repos: Repos;
  /** The hosted payment page (second origin) and its mac check. */
  payment: PaymentGateway;
  /** Stops serving (dropping open connections) and closes the database. */
  close(): Promise<void>;
}

/** Sessions end 12 hours after they start unless configured otherwise. */
export const DEFAULT_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** The origin of a configured public address; throws on anything but http(s). */
export function publicOrigin(address: string): string {
  const url = new URL(address);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_BASE_URL must be an http or https address, got "${address}"`);
  }
  return url.origin;
}

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

function listen(fetch: Parameters<typeof serve>[0]['fetch'], port: number, hostname: string) {
  return new Promise<{ server: Server; port: number }>((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, (info: AddressInfo) =>
      resolve({ server, port: info.port }),
    ) as Server;
    server.once('error', reject);
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** Opens, migrates and seeds the database, then serves the sandbox over HTTP. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  if (options.now !== undefined && !isIsoDay(options.now)) {
    throw new Error(`The pinned date must be YYYY-MM-DD, got "${options.now}"`);
  }
  const host = options.host ?? '127.0.0.1';
  const nowMs = options.nowMs ?? Date.now;
  const db = openDatabase(options.dbFile ?? IN_MEMORY);
  try {
    migrate(db);
    const repos = createRepos(db);
    await seedDatabase(repos, nowMs());
    if (options.systemState) repos.settings.setSystemState(options.systemState);
    if (options.registrationConfirmation !== undefined) {
      repos.settings.setRegistrationConfirmation(options.registrationConfirmation);
    }
    // The payment page first, on its own port, so that the main app knows its origin.
    const secret = paymentSecret(repos.settings);
    const paymentApp = createPaymentApp({
      repos,
      nowMs,
      gateway: createPaymentGateway('', secret),
    });
    const paid = await listen(paymentApp.fetch, options.paymentPort ?? 0, host);
    const payment = createPaymentGateway(`http://${urlHost(host)}:${paid.port}`, secret);
    let ownOrigin = '';
    const testMode = options.testMode ?? true;
    const publicBase = options.publicBaseUrl ? publicOrigin(options.publicBaseUrl) : undefined;
    const app = createApp({
      repos,
      rootDir: options.rootDir ?? PROJECT_ROOT,
      pinnedToday: options.now,
      testMode,
      publicBaseUrl: () => publicBase ?? ownOrigin,
      sessionLifetimeMs: options.sessionLifetimeMs ?? DEFAULT_SESSION_LIFETIME_MS,
      passwordHashCost: options.passwordHashCost ?? (testMode ? FIXTURE_HASH_COST : HASH_COST),
      nowMs,
      payment,
    });
    const { server, port } = await listen(app.fetch, options.port ?? 8080, host).catch(
      async (error: unknown) => {
        await closeServer(paid.server);
        throw error;
      },
    );
    ownOrigin = `http://${urlHost(host)}:${port}`;
    // The balance reminder job (issue 32 §2), each minute on the sandbox's clock.
    const reminders = setInterval(
      () => remindBalances(repos, options.now ?? londonDate(new Date(nowMs())), nowMs()),
      60_000,
    );
    reminders.unref();
    return {
      url: ownOrigin,
      port,
      db,
      repos,
      payment,
      async close() {
        clearInterval(reminders);
        await Promise.all([closeServer(server), closeServer(paid.server)]);
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
