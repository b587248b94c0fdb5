import { accountFailureText as failureWords } from '../domain/text/account-failure-text';
import { ACCOUNT_MESSAGES } from '../domain/text/account-messages';
import { newPasswordProblem } from '../domain/account/new-password-problem';
import { noEmailFlag } from '../domain/account/no-email-flag';
import { registerFailureText } from '../domain/text/register-failure-text';
import type { RegistrationCustomer } from '../schemas/auth';
import type { MyBookingsAnswer } from '../schemas/my-bookings';
import type { ProfileCustomer } from '../schemas/profile';
import type { ResultAnswer } from '../schemas/result';
import type { Session } from '../schemas/session';
import {
  changePassword,
  checkResetLink,
  fetchMyBookings,
  requestPasswordReset,
  resetPassword,
  updateProfile,
} from './account-api';
import { register, resendConfirmation } from './auth-api';
import { addSpecialService } from './booking-api';
import { isApiError, userMessageOf } from './errors';

/** What a form shows after sending: a success or an error message (role status / alert). */
export type FormOutcome = { ok: true; message: string } | { ok: false; message: string };

const failed = (message: string): FormOutcome => ({ ok: false, message });

/** The account area's words (src/domain/text/account-failure-text.ts) for anything a call threw. */
export function accountFailureText(error: unknown): string {
  const rateLimited = isApiError(error) && error.kind === 'rate-limited';
  return failureWords({
    message: userMessageOf(error),
    rateLimited,
    retryAfterSeconds: rateLimited ? error.detail.retryAfterSeconds : undefined,
  });
}

/** Sends a Result-only call: SUCCESS shows `success`; FAIL `failure` or the server's text. */
async function resultOutcome(
  call: () => Promise<ResultAnswer>,
  success: string,
  failure?: string,
): Promise<FormOutcome> {
  try {
    const { Result } = await call();
    if (Result.value === 'SUCCESS') return { ok: true, message: success };
    return failed(failure ?? Result.Text);
  } catch (error) {
    return failed(accountFailureText(error));
  }
}

/**
 * The registration form (booking-engine.md §5): the marketing box decides NoEmail. SUCCESS
 * (for a new address and a taken one alike) logs nobody in: the guest checks their email.
 * `session` is the server's new (anonymous) session, which carries the cart on.
 */
export async function registerCustomer(
  customer: Omit<RegistrationCustomer, 'NoEmail'>,
  marketingTicked: boolean,
): Promise<FormOutcome & { session?: Session }> {
  try {
    const answer = await register({
      NewCustomer: { ...customer, NoEmail: noEmailFlag(marketingTicked) },
      ContactLogs: [],
    });
    if (answer.Result.value === 'SUCCESS') {
      return { ok: true, message: ACCOUNT_MESSAGES.registerCheckEmail, session: answer.Session };
    }
    return failed(registerFailureText(answer.Result.Text));
  } catch (error) {
    return failed(accountFailureText(error));
  }
}

/** 'Send the email again': the same words for every address; a 429 says how long to wait. */
export async function resendConfirmationEmail(email: string): Promise<FormOutcome> {
  return resultOutcome(() => resendConfirmation(email), ACCOUNT_MESSAGES.confirmResent);
}

/** Forgot password: the same message whether or not the address is registered (§8). */
export async function forgotPassword(email: string): Promise<FormOutcome> {
  return resultOutcome(
    () => requestPasswordReset(email),
    ACCOUNT_MESSAGES.resetRequested,
    ACCOUNT_MESSAGES.resetRequestFailed,
  );
}

/** The reset screen's check step (NewPassword null). */
export async function checkResetStep(email: string, token: string): Promise<FormOutcome> {
  const outcome = await resultOutcome(() => checkResetLink(email, token), '');
  return outcome.ok || outcome.message ? outcome : failed(ACCOUNT_MESSAGES.resetLinkInvalid);
}

/** The reset screen's new password: the rule and the match first, then the server. */
export async function submitNewPassword(
  link: { email: string; reset: string },
  password: string,
  confirmation: string,
): Promise<FormOutcome> {
  const problem = newPasswordProblem(password, confirmation, ACCOUNT_MESSAGES.resetMismatch);
  if (problem) return failed(problem);
  return resultOutcome(
    () => resetPassword(link.email, link.reset, password),
    ACCOUNT_MESSAGES.resetDone,
  );
}

/** The profile form: 'Your profile has been updated', or the server's text. */
export async function saveProfile(customer: ProfileCustomer): Promise<FormOutcome> {
  return resultOutcome(() => updateProfile(customer), ACCOUNT_MESSAGES.profileUpdated);
}

/** The profile's update-password form (the server asks for the current password). */
export async function savePassword(
  customerId: string | null,
  password: string,
  confirmation: string,
  currentPassword: string,
): Promise<FormOutcome> {
  if (!currentPassword) return failed(ACCOUNT_MESSAGES.currentPasswordNeeded);
  const problem = newPasswordProblem(password, confirmation, ACCOUNT_MESSAGES.profileMismatch);
  if (problem) return failed(problem);
  return resultOutcome(
    () => changePassword(customerId, password, currentPassword),
    ACCOUNT_MESSAGES.passwordUpdated,
  );
}

export type MyBookingsLoad =
  | { kind: 'logged-out'; message: string }
  | { kind: 'ok'; bookings: MyBookingsAnswer }
  | { kind: 'error'; message: string };

/** My bookings: logged-out guests are asked to log in (§6), without asking the server. */
export async function loadMyBookings(session: Session | null): Promise<MyBookingsLoad> {
  const loggedOut = { kind: 'logged-out', message: ACCOUNT_MESSAGES.logInForBookings } as const;
  if (!session?.isLoggedIn) return loggedOut;
  try {
    const answer = await fetchMyBookings();
    if (answer.Result.value === 'SUCCESS') return { kind: 'ok', bookings: answer };
    return answer.Result.Text === ACCOUNT_MESSAGES.logInForBookings
      ? loggedOut
      : { kind: 'error', message: answer.Result.Text };
  } catch (error) {
    return { kind: 'error', message: accountFailureText(error) };
  }
}

/**
 * An extra added to a booked stay from My Bookings (the post-stay list of §5): 'Added … to
 * your room.' or the server's words.
 */
export async function addPostStayExtra(
  session: Session | null,
  pmsFolioId: string,
  add: { PMSItemId: string; Comments: string | null },
  label: string,
): Promise<FormOutcome> {
  const data = {
    SessionId: session?.SessionId,
    WebFolioId: session?.WebFolioId,
    PMSFolioId: pmsFolioId,
    Qty: 1,
    ...add,
  };
  return resultOutcome(() => addSpecialService(data), `Added ${label.toLowerCase()} to your stay.`);
}
