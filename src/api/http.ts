import type * as v from 'valibot';
import { ApiError } from './errors';
import type * as Client from './http-client';
import type { HttpOptions, HttpWiring } from './http-options';
import type { ResultSignal } from './result-signal';

export type { HttpOptions } from './http-options';
export { joinUrl } from './join-url';

/** What configureHttp last set (`generation` tells the client to build itself afresh). */
let settings: { options: HttpOptions | undefined; generation: number } = {
  options: undefined,
  generation: 0,
};
const activityListeners = new Set<() => void>();
const signalListeners = new Set<(signal: ResultSignal) => void>();

/**
 * Be told when any answer, from any call, says the session lapsed or the system is offline
 * (issue 17 items 5 and 6): the one place every call passes through, so no screen can miss it.
 */
export function onResultSignal(listener: (signal: ResultSignal) => void): () => void {
  signalListeners.add(listener);
  return () => signalListeners.delete(listener);
}

/**
 * Be told after each successful unsafe `/rs/…` request: the server counts it as activity
 * and restarts the session's timeout, so the page's session clock must restart too.
 */
export function onSessionActivity(listener: () => void): () => void {
  activityListeners.add(listener);
  return () => activityListeners.delete(listener);
}

/** Point every API module at a server (tests), or back at the page's config (no argument). */
export function configureHttp(options?: HttpOptions): void {
  settings = { options, generation: settings.generation + 1 };
}

/** For the client (src/api/http-client.ts): the settings and the listeners to tell. */
const wiring: HttpWiring = {
  settings: () => settings,
  listeners: { activity: activityListeners, signal: signalListeners },
};

let client: typeof Client | undefined;

/**
 * Call the API and validate the answer. Throws ApiError for a network failure, a timeout,
 * an error status, or an answer that does not match the schema.
 *
 * The client (ky, the checks of every answer) is src/api/http-client.ts, a chunk of the shared
 * runtime loaded with the page's first request (issue 19): a page whose elements draw their
 * first screen without the network loads none of it before the guest does something.
 */
export async function request<S extends v.GenericSchema>(
  schema: S,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<v.InferOutput<S>> {
  // Once loaded, a call is sent at once, as before the split (a log sent and not awaited).
  client ??= await import('./http-client').catch((cause: unknown) => {
    // The client's own file did not arrive: to every caller, the network failed.
    throw new ApiError('network', { url: path, cause });
  });
  return client.request(wiring, schema, method, path, body);
}
