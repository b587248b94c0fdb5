import type { Result } from '../../src/schemas/result';

/** The ResortSuite result envelopes the sandbox answers with. */
export const SUCCESS: Result = { value: 'SUCCESS', Text: '' };

export function fail(text: string, errorId?: number): Result {
  return errorId === undefined
    ? { value: 'FAIL', Text: text }
    : { value: 'FAIL', Text: text, ErrorId: errorId };
}

export const SESSION_EXPIRED: Result = {
  value: 'SESSION FAIL',
  Text: 'Your session has expired.',
  ErrorId: 1002,
};
