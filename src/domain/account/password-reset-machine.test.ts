import { describe, expect, it } from 'vitest';
import { passwordResetReducer, passwordResetStart } from './password-reset-machine';

describe('password reset screen', () => {
  it('is an invalid link without its query', () => {
    expect(passwordResetStart(false)).toEqual({ step: 'invalid-link' });
  });

  it('checks, shows the form, saves, and succeeds', () => {
    let state = passwordResetStart(true);
    expect(state).toEqual({ step: 'checking' });
    state = passwordResetReducer(state, { type: 'checked', ok: true, text: '' });
    expect(state).toEqual({ step: 'form', error: null });
    state = passwordResetReducer(state, { type: 'submit', problem: 'Passwords do not match.' });
    expect(state).toEqual({ step: 'form', error: 'Passwords do not match.' });
    state = passwordResetReducer(state, { type: 'submit', problem: null });
    expect(state).toEqual({ step: 'saving' });
    expect(passwordResetReducer(state, { type: 'saved', ok: false, text: 'Expired' })).toEqual({
      step: 'form',
      error: 'Expired',
    });
    expect(passwordResetReducer(state, { type: 'saved', ok: true, text: '' })).toEqual({
      step: 'done',
    });
  });

  it('shows a failed check with its text', () => {
    expect(
      passwordResetReducer({ step: 'checking' }, { type: 'checked', ok: false, text: 'Expired' }),
    ).toEqual({ step: 'check-failed', text: 'Expired' });
  });

  it('ignores events out of order', () => {
    const done = { step: 'done' } as const;
    expect(passwordResetReducer(done, { type: 'submit', problem: null })).toBe(done);
  });
});
