import { SYSTEM_OFFLINE_ERROR_ID } from '../domain/session/system-offline';

/**
 * What a ResortSuite `Result` in any answer means for the whole page, whatever call it came
 * from: the session lapsed (SESSION FAIL or ErrorId 1002, booking-engine.md §8), or the system
 * is not ONLINE (ErrorId 1010). Read from the raw answer, before its schema, so an answer that
 * carries nothing else (a FAIL with only its Result) still counts.
 */
export type ResultSignal = 'session-expired' | 'system-offline';

export function resultSignal(json: unknown): ResultSignal | null {
  if (typeof json !== 'object' || json === null || !('Result' in json)) return null;
  const result = json.Result as { value?: unknown; ErrorId?: unknown } | null;
  if (typeof result !== 'object' || result === null) return null;
  if (result.value === 'SESSION FAIL' || result.ErrorId === 1002) return 'session-expired';
  if (result.value !== 'SUCCESS' && result.ErrorId === SYSTEM_OFFLINE_ERROR_ID) {
    return 'system-offline';
  }
  return null;
}
