import type { CustomerProfile } from '../../schemas/profile';

/** The profile form's fields, prefilled from the fetched profile (booking-engine.md §5). */
export function profileFormValues(profile: CustomerProfile) {
  const address = profile.Address[0];
  return {
    FirstName: profile.Name.FirstName,
    LastName: profile.Name.LastName,
    EmailAddress: profile.EmailAddress,
    PhoneNumber: profile.Phone[0]?.PhoneNumber ?? '',
    DateOfBirth: profile.DateOfBirth?.slice(0, 10) ?? '',
    Address1: address?.Address1 ?? '',
    Address2: address?.Address2 ?? '',
    City: address?.City ?? '',
    PostCode: address?.PostCode ?? '',
    Country: address?.Country ?? '',
    /** Asked only when the email changes (the server refuses the change without it). */
    EmailPassword: '',
  };
}

export type ProfileFormValues = ReturnType<typeof profileFormValues>;

/** Whether the form's email is another address than the profile's (case and spaces aside). */
export const profileEmailChanged = (profile: CustomerProfile, f: { EmailAddress: string }) =>
  f.EmailAddress.trim().toLowerCase() !== profile.EmailAddress.trim().toLowerCase();

/**
 * The customer UpdateCustomerProfile takes: the form's fields over the fetched profile (its
 * salutation, marketing flags and region kept), the current password only when given.
 */
export function profileCustomer(profile: CustomerProfile, f: ProfileFormValues) {
  return {
    CustomerId: profile.CustomerId,
    CustomerGUID: profile.CustomerGUID,
    Name: { Salutation: profile.Name.Salutation, FirstName: f.FirstName, LastName: f.LastName },
    EmailAddress: f.EmailAddress,
    DateOfBirth: f.DateOfBirth.trim() || null,
    NoEmail: profile.NoEmail,
    NoMail: profile.NoMail,
    NoCall: profile.NoCall,
    NoSMS: profile.NoSMS,
    Address: [
      {
        type: 'HOME' as const,
        Address1: f.Address1,
        Address2: f.Address2,
        City: f.City,
        StateProv: profile.Address[0]?.StateProv ?? '',
        Country: f.Country,
        PostCode: f.PostCode,
      },
    ],
    Phone: [{ type: 'MOBILE' as const, primary: true, PhoneNumber: f.PhoneNumber }],
    ...(f.EmailPassword ? { CurrentPassword: f.EmailPassword } : {}),
  };
}
