import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH } from '../domain/account/password';
import { EmailSchema, NewPasswordRule, RegistrationCustomerSchema } from './auth';
import { ResultSchema } from './result';
import { GroupCustomerId, Id, PreShareKey, SourceSysId } from './wire-fields';
const YesNo = v.picklist(['Y', 'N']);

/** A stored card: never its number (booking-engine.md §3, "OnFileCards"). */
export const OnFileCardSchema = v.object({
  OnFileCardId: Id,
  CardType: v.string(),
  LastFourDigits: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  CardHolderName: v.string(),
  /** MMYY. */
  CardExpiryDate: v.pipe(v.string(), v.regex(/^\d{4}$/)),
});
export type OnFileCard = v.InferOutput<typeof OnFileCardSchema>;

const { Name, Address, Phone } = RegistrationCustomerSchema.entries;

/** The customer profile of §3 as FetchCustomerProfile answers it. */
export const CustomerProfileSchema = v.object({
  CustomerId: Id,
  CustomerGUID: v.string(),
  Name: v.object({
    Salutation: v.optional(v.string(), ''),
    FirstName: v.string(),
    LastName: v.string(),
  }),
  EmailAddress: v.string(),
  NoEmail: YesNo,
  NoMail: YesNo,
  NoCall: YesNo,
  NoSMS: YesNo,
  DateOfBirth: v.optional(v.nullable(v.string()), null),
  Address: v.array(
    v.object({
      type: v.optional(v.string(), 'HOME'),
      Address1: v.optional(v.string(), ''),
      Address2: v.optional(v.string(), ''),
      City: v.optional(v.string(), ''),
      StateProv: v.optional(v.string(), ''),
      Country: v.optional(v.string(), ''),
      PostCode: v.optional(v.string(), ''),
    }),
  ),
  Phone: v.array(
    v.object({
      type: v.optional(v.string(), 'MOBILE'),
      primary: v.optional(v.boolean(), true),
      PhoneNumber: v.optional(v.string(), ''),
    }),
  ),
  OnFileCards: v.optional(v.array(OnFileCardSchema), []),
});
export type CustomerProfile = v.InferOutput<typeof CustomerProfileSchema>;

const CustomerRef = {
  CustomerId: v.optional(v.nullable(Id), null),
  CustomerGUID: v.optional(v.nullable(v.string()), null),
};

/** The guest's current password: the server asks for it before a password or email change. */
const CurrentPassword = v.optional(v.pipe(v.string(), v.maxLength(PASSWORD_MAX_LENGTH)));

/** `FetchCustomerProfile` (§7): the customer, and the proxy's keys (page configuration). */
export const FetchCustomerProfileDataSchema = v.object({
  CustomerId: v.nullable(Id),
  CustomerGUID: v.nullable(v.string()),
  GroupCustomerId,
  PreShareKey,
  SourceSysId,
});
export type FetchCustomerProfileData = v.InferInput<typeof FetchCustomerProfileDataSchema>;
export const FetchCustomerProfileAnswerSchema = v.object({
  Result: ResultSchema,
  Customer: v.optional(v.nullable(CustomerProfileSchema), null),
});
export type FetchCustomerProfileAnswer = v.InferOutput<typeof FetchCustomerProfileAnswerSchema>;

/** The profile form's customer (§5: date of birth and address line 2 optional). */
export const ProfileCustomerSchema = v.object({
  ...CustomerRef,
  Name,
  EmailAddress: EmailSchema,
  DateOfBirth: v.optional(v.nullable(v.pipe(v.string(), v.isoDate())), null),
  NoEmail: v.optional(YesNo, 'Y'),
  NoMail: v.optional(YesNo, 'Y'),
  NoCall: v.optional(YesNo, 'Y'),
  NoSMS: v.optional(YesNo, 'Y'),
  Address,
  Phone,
  CurrentPassword,
});
export type ProfileCustomer = v.InferInput<typeof ProfileCustomerSchema>;

export const NewPasswordSchema = NewPasswordRule;

/** A password change travels as a customer with only its id and the new password. */
export const PasswordCustomerSchema = v.object({
  ...CustomerRef,
  Password: NewPasswordSchema,
  CurrentPassword,
});

/**
 * `UpdateCustomerProfile` (§7): a profile update, a password change (Customer.Password), or a
 * stored card's removal (RemoveOnFileCard, the card's OnFileCardId).
 */
export const UpdateCustomerProfileDataSchema = v.object({
  PreShareKey,
  SourceSysId,
  RemoveOnFileCard: v.nullable(Id),
  Customer: v.nullable(v.union([PasswordCustomerSchema, ProfileCustomerSchema])),
  ContactLogs: v.array(v.unknown()),
});
export type UpdateCustomerProfileData = v.InferInput<typeof UpdateCustomerProfileDataSchema>;
