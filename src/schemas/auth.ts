import * as v from 'valibot';
import { HIDDEN_CHARACTERS_TEXT, isPlainText } from '../domain/forms/hidden-characters';
import {
  PASSWORD_HINT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_TOO_LONG,
  isStrongPassword,
} from '../domain/account/password';

/**
 * A new password (register, reset, change): at most the one maximum, then a passphrase or
 * §5's rule (src/domain/account/password.ts). The breached-password list is the server's.
 */
export const NewPasswordRule = v.pipe(
  v.string(),
  v.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
  v.check(isStrongPassword, PASSWORD_HINT),
);
import { PHONE_PATTERN } from '../domain/forms/phone';
import { ResultSchema } from './result';
import { SessionSchema } from './session';
import { RequiredSessionFields } from './wire-fields';

/** Names and addresses hold no control, lone-surrogate or direction-override character. */
const Plain = v.check(isPlainText, HIDDEN_CHARACTERS_TEXT);
const Required = (label: string, max = 100) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(`${label} is required`), v.maxLength(max), Plain);
const Optional = (max = 100) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max), Plain), '');
const YesNo = v.picklist(['Y', 'N']);

export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.maxLength(254),
  v.email('Please enter a valid email address'),
);

/** What the login forms ask for: the credentials of `POST /rs/login`. */
export const LoginRequestSchema = v.object({
  EmailAddress: EmailSchema,
  Password: v.pipe(
    v.string(),
    v.nonEmpty('Password is required'),
    v.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
  ),
});
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

/**
 * `POST /rs/login` on the wire (booking-engine.md §7, "EmailAddress, Password and session
 * fields"): the anonymous session whose cart the login carries over.
 */
export const LoginCallSchema = v.object({
  ...LoginRequestSchema.entries,
  ...RequiredSessionFields,
});
export type LoginCall = v.InferInput<typeof LoginCallSchema>;

export { UNCONFIRMED_ERROR_ID } from '../domain/account/unconfirmed-error-id';

/**
 * `POST /rs/confirm-account` (our extension of §7): the link's address and token, and the
 * session fields of the browser that opened it, whose cart the login carries over.
 */
export const ConfirmAccountCallSchema = v.object({
  EmailAddress: EmailSchema,
  ConfirmGUID: v.pipe(v.string(), v.nonEmpty('ConfirmGUID is required'), v.maxLength(128)),
  ...RequiredSessionFields,
});
export type ConfirmAccountCall = v.InferInput<typeof ConfirmAccountCallSchema>;

/** `POST /rs/resend-confirmation` (our extension of §7): the address to mail the link again. */
export const ResendConfirmationSchema = v.object({ EmailAddress: EmailSchema });

/** Answer of `/rs/login`, `/rs/register` and `/rs/confirm-account`: the (new) session. */
export const AuthAnswerSchema = v.object({
  Result: ResultSchema,
  Session: v.optional(SessionSchema),
});
export type AuthAnswer = v.InferOutput<typeof AuthAnswerSchema>;

/** The registration customer of booking-engine.md §3. */
export const RegistrationCustomerSchema = v.object({
  Name: v.object({
    Salutation: Optional(20),
    FirstName: Required('First name'),
    LastName: Required('Surname'),
  }),
  EmailAddress: EmailSchema,
  Password: NewPasswordRule,
  DateOfBirth: v.optional(v.nullable(v.pipe(v.string(), v.isoDate())), null),
  NoEmail: v.optional(YesNo, 'Y'),
  NoMail: v.optional(YesNo, 'Y'),
  NoCall: v.optional(YesNo, 'Y'),
  NoSMS: v.optional(YesNo, 'Y'),
  Address: v.tuple([
    v.object({
      type: v.literal('HOME'),
      Address1: Required('Address line 1', 200),
      Address2: Optional(200),
      City: Required('City'),
      StateProv: Optional(),
      Country: Required('Country'),
      PostCode: Required('Postcode', 20),
    }),
  ]),
  Phone: v.tuple([
    v.object({
      type: v.literal('MOBILE'),
      primary: v.optional(v.boolean(), true),
      PhoneNumber: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty('Phone is required'),
        v.maxLength(40),
        v.regex(PHONE_PATTERN, 'Please enter a valid phone number'),
      ),
    }),
  ]),
});
export type RegistrationCustomer = v.InferOutput<typeof RegistrationCustomerSchema>;

/** `POST /rs/register`. */
export const RegisterRequestSchema = v.object({
  NewCustomer: RegistrationCustomerSchema,
  ContactLogs: v.optional(v.array(v.unknown()), []),
});
export type RegisterRequest = v.InferOutput<typeof RegisterRequestSchema>;
