import type { Result } from '../../schemas/result';

export type RsOutcome =
  | { kind: 'ok' }
  /** SESSION FAIL or ErrorId 1002: start a new session and show the expired notice. */
  | { kind: 'session-expired' }
  | { kind: 'failed'; text: string };

/** What a ResortSuite result means for the guest (booking-engine.md §8). */
export function rsOutcome(result: Result): RsOutcome {
  if (result.value === 'SESSION FAIL' || result.ErrorId === 1002)
    return { kind: 'session-expired' };
  if (result.value === 'SUCCESS') return { kind: 'ok' };
  return { kind: 'failed', text: result.Text };
}
