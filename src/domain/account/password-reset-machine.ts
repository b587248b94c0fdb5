/** The password reset screen (booking-engine.md §2, §4 and §8, "Password reset"). */
export type PasswordResetState =
  | { step: 'invalid-link' }
  | { step: 'checking' }
  /** The check failed: its text, with a link to request a new reset. */
  | { step: 'check-failed'; text: string }
  | { step: 'form'; error: string | null }
  | { step: 'saving' }
  | { step: 'done' };

export type PasswordResetEvent =
  | { type: 'checked'; ok: boolean; text: string }
  | { type: 'submit'; problem: string | null }
  | { type: 'saved'; ok: boolean; text: string };

/** The first state: checking when the link has its token and email, else invalid. */
export function passwordResetStart(hasLink: boolean): PasswordResetState {
  return hasLink ? { step: 'checking' } : { step: 'invalid-link' };
}

export function passwordResetReducer(
  state: PasswordResetState,
  event: PasswordResetEvent,
): PasswordResetState {
  switch (event.type) {
    case 'checked':
      if (state.step !== 'checking') return state;
      return event.ok ? { step: 'form', error: null } : { step: 'check-failed', text: event.text };
    case 'submit':
      if (state.step !== 'form') return state;
      return event.problem ? { step: 'form', error: event.problem } : { step: 'saving' };
    case 'saved':
      if (state.step !== 'saving') return state;
      return event.ok ? { step: 'done' } : { step: 'form', error: event.text };
  }
}
