/**
 * The life of one form (public-site.md §4, issue 4): editing → submitting → sent, or back to
 * editing with a failure that keeps every value and offers to send again. Pure: the form
 * controller (src/ui/form) feeds it events and does the I/O.
 */
export type FormStatus = 'editing' | 'submitting' | 'sent';

export interface FormState {
  status: FormStatus;
  /** The last post failed: plain words for the guest (the values are kept). */
  failure: string | null;
  /** After a 429: do not send again before this time (ms since the epoch). */
  waitUntil: number | null;
  /** Sending again cannot succeed (the bot check judged the guest automated): no retry. */
  final?: true;
}

export type FormEvent =
  | { type: 'submit' }
  | { type: 'sent' }
  | { type: 'failed'; message: string; waitUntil?: number | null; final?: boolean }
  | { type: 'reset' };

export const INITIAL_FORM_STATE: FormState = { status: 'editing', failure: null, waitUntil: null };

/**
 * The next state, or the same object when the event does not apply: a second submit while
 * one is under way (or while the sent message shows) changes nothing, so it sends nothing.
 */
export function formTransition(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    case 'submit':
      return state.status === 'editing'
        ? { status: 'submitting', failure: null, waitUntil: state.waitUntil }
        : state;
    case 'sent':
      return state.status === 'submitting' ? { ...INITIAL_FORM_STATE, status: 'sent' } : state;
    case 'failed':
      return state.status === 'submitting'
        ? {
            status: 'editing',
            failure: event.message,
            waitUntil: event.waitUntil ?? null,
            ...(event.final ? { final: true as const } : {}),
          }
        : state;
    case 'reset':
      return state.status === 'sent' ? INITIAL_FORM_STATE : state;
  }
}
