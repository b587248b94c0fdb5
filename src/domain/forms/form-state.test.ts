import { describe, expect, it } from 'vitest';
import { type FormState, INITIAL_FORM_STATE, formTransition } from './form-state';

const submitting: FormState = { status: 'submitting', failure: null, waitUntil: null };

describe('formTransition', () => {
  it('goes editing → submitting → sent → editing', () => {
    const a = formTransition(INITIAL_FORM_STATE, { type: 'submit' });
    expect(a).toEqual(submitting);
    const b = formTransition(a, { type: 'sent' });
    expect(b).toEqual({ status: 'sent', failure: null, waitUntil: null });
    expect(formTransition(b, { type: 'reset' })).toEqual(INITIAL_FORM_STATE);
  });

  it('ignores a second submit while one is under way or the thank-you shows', () => {
    expect(formTransition(submitting, { type: 'submit' })).toBe(submitting);
    const sent = formTransition(submitting, { type: 'sent' });
    expect(formTransition(sent, { type: 'submit' })).toBe(sent);
  });

  it('returns to editing with the failure and any wait, and clears the failure on the next submit', () => {
    const failed = formTransition(submitting, {
      type: 'failed',
      message: 'Too many attempts.',
      waitUntil: 5000,
    });
    expect(failed).toEqual({ status: 'editing', failure: 'Too many attempts.', waitUntil: 5000 });
    expect(formTransition(failed, { type: 'submit' })).toEqual({
      status: 'submitting',
      failure: null,
      waitUntil: 5000,
    });
  });

  it('ignores answers that arrive when nothing is being sent', () => {
    expect(formTransition(INITIAL_FORM_STATE, { type: 'sent' })).toBe(INITIAL_FORM_STATE);
    expect(formTransition(INITIAL_FORM_STATE, { type: 'failed', message: 'x' })).toBe(
      INITIAL_FORM_STATE,
    );
    expect(formTransition(submitting, { type: 'reset' })).toBe(submitting);
  });
});
