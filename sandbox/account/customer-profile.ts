import type * as v from 'valibot';
import type { CustomerProfileSchema } from '../../src/schemas/profile';
import type { AccountRepo } from '../db/account-repo';
import type { CustomerRow } from '../db/rows';

/** The customer profile of §3 as FetchCustomerProfile answers it, with the stored cards. */
export function customerProfile(
  customer: CustomerRow,
  account: AccountRepo,
): v.InferInput<typeof CustomerProfileSchema> {
  return {
    CustomerId: customer.id,
    CustomerGUID: customer.guid,
    Name: {
      Salutation: customer.salutation,
      FirstName: customer.first_name,
      LastName: customer.last_name,
    },
    EmailAddress: customer.email,
    NoEmail: customer.no_email,
    NoMail: customer.no_mail,
    NoCall: customer.no_call,
    NoSMS: customer.no_sms,
    DateOfBirth: customer.date_of_birth,
    Address: [JSON.parse(customer.address_json) as Record<string, string>],
    Phone: [JSON.parse(customer.phone_json) as { PhoneNumber: string }],
    OnFileCards: account.cards(customer.id).map((card) => ({
      OnFileCardId: card.id,
      CardType: card.card_type,
      LastFourDigits: card.last_four,
      CardHolderName: card.holder,
      CardExpiryDate: card.expiry_mmyy,
    })),
  };
}
