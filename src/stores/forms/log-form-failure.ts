import { isApiError } from '../../api/errors';
import { logClient } from '../../api/log-api';

/**
 * Tells the hotel a form's post failed (public-site.md §8: the competition's failures are
 * heard): what was sent of note, and how it failed (an API error's kind, status and issues).
 * Never throws.
 */
export function logFormFailure(action: string, request: unknown, error: unknown): void {
  void logClient({
    action,
    request,
    response: isApiError(error)
      ? { kind: error.kind, status: error.detail.status, issues: error.detail.issues }
      : { error: String(error) },
  });
}
