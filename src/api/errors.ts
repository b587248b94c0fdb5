/**
 * What can go wrong talking to the hotel's servers, each with words a guest understands.
 * Stores catch these and put the message in an accessible live region; nothing typed is lost.
 */
export type ApiErrorKind =
  'network' | 'timeout' | 'http' | 'rate-limited' | 'invalid-answer' | 'session-expired';

const MESSAGES: Record<ApiErrorKind, string> = {
  network: 'We could not reach the hotel. Please check your connection and try again.',
  timeout:
    'The hotel took too long to answer. Nothing you entered has been lost: please check your connection and try again.',
  http: 'Something went wrong on our side. Please try again in a moment.',
  'rate-limited': 'Too many attempts. Please wait a moment and try again.',
  'invalid-answer': 'The hotel sent an answer we could not read. Please try again in a moment.',
  'session-expired':
    'Your session timed out, so the items held in your cart were released. Please search again.',
};

const BRAND = Symbol.for('innkit.ApiError');

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly [BRAND] = true;
  /** Plain words for the guest. */
  readonly userMessage: string;

  constructor(
    readonly kind: ApiErrorKind,
    readonly detail: {
      url: string;
      status?: number;
      retryAfterSeconds?: number;
      issues?: string[];
      cause?: unknown;
    },
  ) {
    super(`${kind} error for ${detail.url}${detail.status ? ` (${detail.status})` : ''}`);
    this.userMessage = MESSAGES[kind];
  }
}

/**
 * By brand, not `instanceof`: an error thrown by one copy of this module (a bundle built
 * separately) is still recognised by another.
 */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && BRAND in error;
}

/** The guest-facing message for anything thrown by an API call. */
export function userMessageOf(error: unknown): string {
  return isApiError(error) ? error.userMessage : MESSAGES.http;
}
