import type { Context } from 'hono';
import type * as v from 'valibot';
import { ResetPasswordCustomerDataSchema } from '../../src/schemas/password-reset';
import {
  FetchCustomerProfileAnswerSchema,
  FetchCustomerProfileDataSchema,
  UpdateCustomerProfileDataSchema,
} from '../../src/schemas/profile';
import type { ProfileCustomerSchema } from '../../src/schemas/profile';
import { ResultAnswerSchema } from '../../src/schemas/result';
import { customerProfile } from '../account/customer-profile';
import {
  changePassword,
  changesEmail,
  checkCurrentPassword,
  noticeEmailChange,
} from '../account/credential-change';
import { sessionCustomer } from '../checkout/session-customer';
import { isUniqueViolation } from '../db/customers-repo';
import type { CustomerRow } from '../db/rows';
import { answer } from '../http/answer';
import type { AppEnv } from '../http/app-env';
import { SUCCESS, fail } from '../http/results';
import { DUPLICATE_EMAIL_TEXT } from '../routes/auth';
import { rsMethod } from './rs-method';
import { resetPasswordCustomer } from './sessionless';

export const NOT_LOGGED_IN = 'Please log in to view your profile.';
export const CARD_GONE = 'That card is no longer on file.';

type ProfileCustomer = v.InferOutput<typeof ProfileCustomerSchema>;

/** The session's customer, when it is the one the request names (or names none). */
function ownCustomer(
  c: Context<AppEnv>,
  session: Parameters<typeof sessionCustomer>[1],
  customerId: string | null | undefined,
): CustomerRow | undefined {
  const customer = sessionCustomer(c, session);
  if (!customer) return undefined;
  return customerId == null || customerId === String(customer.id) ? customer : undefined;
}

function updateProfile(c: Context<AppEnv>, customer: CustomerRow, profile: ProfileCustomer) {
  const { customers, account } = c.var.deps.repos;
  const other = customers.findByEmail(profile.EmailAddress);
  if (other && other.id !== customer.id) return fail(DUPLICATE_EMAIL_TEXT);
  try {
    account.updateProfile(
      customer.id,
      {
        first_name: profile.Name.FirstName,
        last_name: profile.Name.LastName,
        salutation: profile.Name.Salutation,
        email: profile.EmailAddress,
        date_of_birth: profile.DateOfBirth,
        no_email: profile.NoEmail,
        no_mail: profile.NoMail,
        no_call: profile.NoCall,
        no_sms: profile.NoSMS,
        address_json: JSON.stringify(profile.Address[0]),
        phone_json: JSON.stringify(profile.Phone[0]),
      },
      c.var.deps.nowMs(),
    );
  } catch (error) {
    if (isUniqueViolation(error)) return fail(DUPLICATE_EMAIL_TEXT);
    throw error;
  }
  if (changesEmail(customer, profile.EmailAddress)) {
    noticeEmailChange(c, customer, profile.EmailAddress);
  }
  return SUCCESS;
}

/** The account's `/rs/request` methods (booking-engine.md §7). */
export const ACCOUNT_METHODS = {
  FetchCustomerProfile: rsMethod({
    data: FetchCustomerProfileDataSchema,
    run(c, session, data) {
      const customer = ownCustomer(c, session, data.CustomerId);
      if (!customer) {
        return answer(c, FetchCustomerProfileAnswerSchema, { Result: fail(NOT_LOGGED_IN) });
      }
      return answer(c, FetchCustomerProfileAnswerSchema, {
        Result: SUCCESS,
        Customer: customerProfile(customer, c.var.deps.repos.account),
      });
    },
  }),

  /** A profile update, a password change or a stored card's removal. */
  UpdateCustomerProfile: rsMethod({
    data: UpdateCustomerProfileDataSchema,
    async run(c, session, data) {
      const reply = (Result: ReturnType<typeof fail>) => answer(c, ResultAnswerSchema, { Result });
      const customer = ownCustomer(c, session, data.Customer?.CustomerId);
      if (!customer) return reply(fail(NOT_LOGGED_IN));
      const { account } = c.var.deps.repos;
      if (data.RemoveOnFileCard !== null) {
        const id = Number(data.RemoveOnFileCard);
        const removed = Number.isSafeInteger(id) && account.removeCard(customer.id, id);
        return reply(removed ? SUCCESS : fail(CARD_GONE));
      }
      if (!data.Customer) return reply(fail('Nothing to update.'));
      const changing =
        'Password' in data.Customer ||
        changesEmail(customer, (data.Customer as ProfileCustomer).EmailAddress);
      if (changing) {
        // A password or email change needs the current password (issue 17, item 8).
        const refused = await checkCurrentPassword(c, customer, data.Customer.CurrentPassword);
        if (refused instanceof Response) return refused;
        if (refused) return reply(refused);
      }
      if ('Password' in data.Customer) {
        return reply(await changePassword(c, customer, data.Customer.Password));
      }
      return reply(updateProfile(c, customer, data.Customer as ProfileCustomer));
    },
  }),

  ResetPasswordCustomer: rsMethod({
    data: ResetPasswordCustomerDataSchema,
    run: (c, _session, data) => resetPasswordCustomer(c, data),
  }),
};
