import type { AppDeps } from '../app-deps';
import type { SessionRow } from '../db/rows';

/** The Hono environment shared by every route and middleware of the sandbox. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** The hotel's calendar date (Europe/London) for this request, YYYY-MM-DD. */
    today: string;
    /** The live session of this request, or null when it has none or it expired. */
    session: SessionRow | null;
    /** The `ik_sid` cookie this request carried (the session may be gone or expired). */
    cookieSid: string | null;
  };
}
