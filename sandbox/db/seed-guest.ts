import { FIXTURE_HASH_COST, hashPassword } from '../auth/password-hash';
import type { CustomersRepo } from './customers-repo';

/** The guest account every fresh sandbox database starts with. */
export const SEEDED_GUEST = {
  email: 'guest@innkit.test',
  password: 'Lakeside2026!',
  firstName: 'Ada',
  lastName: 'Lovelace',
} as const;

/** Creates the seeded guest unless an account with that email exists. */
export async function seedGuest(customers: CustomersRepo, now: number): Promise<void> {
  if (customers.findByEmail(SEEDED_GUEST.email)) return;
  customers.create(
    {
      Name: {
        Salutation: 'Ms',
        FirstName: SEEDED_GUEST.firstName,
        LastName: SEEDED_GUEST.lastName,
      },
      EmailAddress: SEEDED_GUEST.email,
      passwordHash: await hashPassword(SEEDED_GUEST.password, FIXTURE_HASH_COST),
      DateOfBirth: null,
      NoEmail: 'Y',
      NoMail: 'Y',
      NoCall: 'Y',
      NoSMS: 'Y',
      Address: [
        {
          type: 'HOME',
          Address1: '1 Lake Road',
          Address2: '',
          City: 'Windermere',
          StateProv: '',
          Country: 'United Kingdom',
          PostCode: 'LA23 1AA',
        },
      ],
      Phone: [{ type: 'MOBILE', primary: true, PhoneNumber: '+44 15394 00000' }],
    },
    now,
  );
}
