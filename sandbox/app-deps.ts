import type { Repos } from './db/repos';
import type { PaymentGateway } from './payment/gateway';

/** What the app needs from the outside world; tests may pass their own. */
export interface AppDeps {
  repos: Repos;
  /** The project root: `dist/` and `demo-pages/` are read from here. */
  rootDir: string;
  /** A pinned "today" (YYYY-MM-DD); a request's `X-IK-Now` wins only in test mode. */
  pinnedToday: string | undefined;
  /** Test mode: requests may pin "today" with `X-IK-Now`. Never on a served sandbox. */
  testMode: boolean;
  /**
   * The public address links in mails are built on (scheme, host, port; no path), never the
   * request's Host header. Read after the server listens (its own origin by default).
   */
  publicBaseUrl: () => string;
  /** A session ends this long after it started (login starts one), however active. */
  sessionLifetimeMs: number;
  /** scrypt's N for new password hashes: 2^17; only test sandboxes lower it (fixtures). */
  passwordHashCost: number;
  /** Wall-clock milliseconds, for session timeouts and timestamps. */
  nowMs: () => number;
  /** The hosted payment page (a second origin) and its mac check. */
  payment: PaymentGateway;
}
