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
import { isIsoDay } from '../src/domain/calendar-day';
import { createPaymentGateway, paymentSecret } from './payment/gateway';
import type { PaymentGateway } from './payment/gateway';
import { createPaymentApp } from './payment/payment-app';

export interface SandboxOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Database file, created on first use. Default ':memory:'. */
  dbFile?: string;
  /** Pinned "today", YYYY-MM-DD; a request's `X-IK-Now` header still wins. */
  now?: string;
  /** Project root holding dist/ and demo-pages/. Default: this repository. */
  rootDir?: string;
  /** Sets the system state at start (it is otherwise kept in the database). */
  systemState?: SystemState;
  /** Wall clock in milliseconds, for session timeouts. Default Date.now. */
  nowMs?: () => number;
  /** Port of the hosted payment page, a second origin. 0 picks a free port. Default 0. */
  paymentPort?: number;
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
    // The payment page first, on its own port, so that the main app knows its origin.
    const secret = paymentSecret(repos.settings);
    const paymentApp = createPaymentApp({
      repos,
      nowMs,
      gateway: createPaymentGateway('', secret),
    });
    const paid = await listen(paymentApp.fetch, options.paymentPort ?? 0, host);
    const payment = createPaymentGateway(`http://${urlHost(host)}:${paid.port}`, secret);
    const app = createApp({
      repos,
      rootDir: options.rootDir ?? PROJECT_ROOT,
      pinnedToday: options.now,
      nowMs,
      payment,
    });
    const { server, port } = await listen(app.fetch, options.port ?? 8080, host).catch(
      async (error: unknown) => {
        await closeServer(paid.server);
        throw error;
      },
    );
    return {
      url: `http://${urlHost(host)}:${port}`,
      port,
      db,
      repos,
      payment,
      async close() {
        await Promise.all([closeServer(server), closeServer(paid.server)]);
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
