import { atom, type ReadableAtom } from 'nanostores';
import { checkResetStep, submitNewPassword } from '../../api/account-flows';
import { ACCOUNT_MESSAGES } from '../../domain/text/account-messages';
import { newPasswordProblem } from '../../domain/account/new-password-problem';
import {
  type PasswordResetEvent,
  type PasswordResetState,
  passwordResetReducer,
  passwordResetStart,
} from '../../domain/account/password-reset-machine';
import { readResetLink } from '../../domain/account/reset-link';

/** What became of a submit: the rule or the match refused it, it was sent, or it was ignored. */
export type ResetSubmit = 'refused' | 'sent' | 'ignored';

export interface PasswordReset {
  /** Where the reset stands (src/domain/account/password-reset-machine.ts). */
  $state: ReadableAtom<PasswordResetState>;
  /** Checks the link (NewPassword null), once however often it is asked. */
  check(): Promise<void>;
  /** The new password: the rule and the match first, then the server; one send at a time. */
  submit(password: string, confirmation: string): Promise<ResetSubmit>;
}

/**
 * The password reset of one link (`?reset=…&email=…`, booking-engine.md §4, §8): the machine
 * of src/domain/account/password-reset-machine.ts, driven by the account calls.
 */
export function createPasswordReset(search: string): PasswordReset {
  const link = readResetLink(search);
  const $state = atom(passwordResetStart(link !== null));
  const dispatch = (event: PasswordResetEvent) =>
    $state.set(passwordResetReducer($state.get(), event));
  let checking = false;
  return {
    $state,
    async check() {
      if (!link || checking || $state.get().step !== 'checking') return;
      checking = true;
      const outcome = await checkResetStep(link.email, link.reset);
      dispatch({ type: 'checked', ok: outcome.ok, text: outcome.message });
    },
    async submit(password, confirmation) {
      if (!link || $state.get().step !== 'form') return 'ignored';
      const problem = newPasswordProblem(password, confirmation, ACCOUNT_MESSAGES.resetMismatch);
      dispatch({ type: 'submit', problem });
      if (problem) return 'refused';
      const outcome = await submitNewPassword(link, password, confirmation);
      dispatch({ type: 'saved', ok: outcome.ok, text: outcome.message });
      return 'sent';
    },
  };
}
