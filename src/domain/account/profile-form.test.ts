import { describe, expect, it } from 'vitest';
import type { CustomerProfile } from '../../schemas/profile';
import { profileCustomer, profileEmailChanged, profileFormValues } from './profile-form';

const PROFILE: CustomerProfile = {
  CustomerId: '42',
  CustomerGUID: 'guid-42',
  Name: { Salutation: 'Dr', FirstName: 'Grace', LastName: 'Hopper' },
  EmailAddress: 'grace@innkit.test',
  NoEmail: 'N',
  NoMail: 'Y',
  NoCall: 'Y',
  NoSMS: 'N',
  DateOfBirth: '1906-12-09T00:00:00',
  Address: [
    {
      type: 'HOME',
      Address1: '1 Lake Road',
      Address2: '',
      City: 'Keswick',
      StateProv: 'Cumbria',
      Country: 'United Kingdom',
      PostCode: 'CA12 5DJ',
    },
  ],
  Phone: [{ type: 'MOBILE', primary: true, PhoneNumber: '017687 72000' }],
  OnFileCards: [],
};

describe('the profile form', () => {
  it('is prefilled from the profile, the date of birth as a date, no password', () => {
    expect(profileFormValues(PROFILE)).toEqual({
      FirstName: 'Grace',
      LastName: 'Hopper',
      EmailAddress: 'grace@innkit.test',
      PhoneNumber: '017687 72000',
      DateOfBirth: '1906-12-09',
      Address1: '1 Lake Road',
      Address2: '',
      City: 'Keswick',
      PostCode: 'CA12 5DJ',
      Country: 'United Kingdom',
      EmailPassword: '',
    });
    expect(
      profileFormValues({ ...PROFILE, Address: [], Phone: [], DateOfBirth: null }),
    ).toMatchObject({ PhoneNumber: '', DateOfBirth: '', Address1: '', City: '' });
  });

  it('sends the fields over the profile, keeping its salutation, flags and region', () => {
    const values = { ...profileFormValues(PROFILE), FirstName: 'Ada', DateOfBirth: ' ' };
    const customer = profileCustomer(PROFILE, values);
    expect(customer).toMatchObject({
      CustomerId: '42',
      CustomerGUID: 'guid-42',
      Name: { Salutation: 'Dr', FirstName: 'Ada', LastName: 'Hopper' },
      DateOfBirth: null,
      NoEmail: 'N',
      NoSMS: 'N',
      Address: [{ type: 'HOME', StateProv: 'Cumbria', City: 'Keswick' }],
      Phone: [{ type: 'MOBILE', primary: true, PhoneNumber: '017687 72000' }],
    });
    expect(customer).not.toHaveProperty('CurrentPassword');
    expect(profileCustomer(PROFILE, { ...values, EmailPassword: 'Windermere9' })).toMatchObject({
      CurrentPassword: 'Windermere9',
    });
  });

  it('asks for the password only when the email is another address', () => {
    expect(profileEmailChanged(PROFILE, { EmailAddress: ' GRACE@innkit.test ' })).toBe(false);
    expect(profileEmailChanged(PROFILE, { EmailAddress: 'ada@innkit.test' })).toBe(true);
  });
});
