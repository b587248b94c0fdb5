import { waitText } from './wait-text';

/** What the words for a failed account call need to know of it. */
export interface AccountFailure {
  /** The client's plain words for the failure (its ApiError's userMessage). */
  message: string;
  /** A 429: too many logins or reset requests. */
  rateLimited?: boolean;
  /** The 429's Retry-After, when it said one. */
  retryAfterSeconds?: number;
}

/**
 * Plain words for a failed call of the account area: a 429 (too many logins or reset
 * requests) says how long to wait, from its Retry-After; anything else the client's message.
 */
export function accountFailureText(failure: AccountFailure): string {
  return failure.rateLimited ? waitText(failure.retryAfterSeconds, 'try again') : failure.message;
}
