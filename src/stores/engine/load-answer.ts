import type { Result } from '../../schemas/result';
import { runChange } from './rs-outcome-handler';

/** A read's end: its value, or why not in plain words. */
export type LoadEnd<T> = { status: 'loaded'; value: T } | { status: 'failed'; message: string };

/**
 * One `/rs/request` read as a load state (the spa's and the restaurants' lists and times):
 * the call goes through runChange (SESSION FAIL and ErrorId 1002 start a new session with the
 * expired notice; other failures are logged), then `pick` takes the value from the answer.
 * A failure is said in the hotel's words, else in `failed`.
 */
export async function loadAnswer<A extends { Result: Result }, T>(
  action: string,
  requestData: unknown,
  send: () => Promise<A>,
  pick: (answer: A) => T,
  failed: string,
): Promise<LoadEnd<T>> {
  let loaded: { value: T } | null = null;
  const outcome = await runChange(action, requestData, async () => {
    const answer = await send();
    loaded = { value: pick(answer) };
    return answer;
  });
  return outcome.ok && loaded
    ? { status: 'loaded', value: (loaded as { value: T }).value }
    : { status: 'failed', message: (!outcome.ok && outcome.message) || failed };
}
