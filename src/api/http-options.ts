import type { ResultSignal } from './result-signal';

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

/**
 * What src/api/http.ts hands the client it loads (src/api/http-client.ts) with each request:
 * what configureHttp last set (`generation` tells the client to build itself afresh) and the
 * listeners to tell. The client never imports http.ts, which loads it.
 */
export interface HttpWiring {
  readonly settings: () => { options: HttpOptions | undefined; generation: number };
  readonly listeners: {
    readonly activity: ReadonlySet<() => void>;
    readonly signal: ReadonlySet<(signal: ResultSignal) => void>;
  };
}
