import type { Repos } from './db/repos';
import type { PaymentGateway } from './payment/gateway';

/** What the app needs from the outside world; tests may pass their own. */
export interface AppDeps {
  repos: Repos;
  /** The project root: `dist/` and `demo-pages/` are read from here. */
  rootDir: string;
  /** A pinned "today" (YYYY-MM-DD) for every request without its own `X-IK-Now`. */
  pinnedToday: string | undefined;
  /** Wall-clock milliseconds, for session timeouts and timestamps. */
  nowMs: () => number;
  /** The hosted payment page (a second origin) and its mac check. */
  payment: PaymentGateway;
}
