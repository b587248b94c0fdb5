import { vi } from 'vitest';

/**
 * How long a unit test waits for a state before it fails. `vi.waitFor` waits 1 s by default: a
 * timing assumption that a busy machine can break (the sandbox answers, timers and tabs' messages
 * come later there, but still in order). The state decides when a wait returns; this figure
 * bounds only a state that never comes, as the browser tests' STATE_WAIT_MS does.
 */
export const UNIT_STATE_WAIT_MS = 15_000;

/** `vi.waitFor` with the one bound above, looking again every 20 ms. */
export function waitForState<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: UNIT_STATE_WAIT_MS, interval: 20 });
}
