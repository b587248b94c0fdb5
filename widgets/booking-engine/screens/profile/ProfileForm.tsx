import * as v from 'valibot';
import { ACCOUNT_MESSAGES } from '../../../../src/domain/text/account-messages';
import {
  profileCustomer,
  profileEmailChanged,
  profileFormValues,
} from '../../../../src/domain/account/profile-form';
import { type CustomerProfile, ProfileCustomerSchema } from '../../../../src/schemas/profile';
import { saveProfile } from '../../../../src/stores/engine/profile';
import { Card } from '../../../../src/ui/Card';
import { FormMessage } from '../../../../src/ui/form/FormMessage';
import { SubmitButton } from '../../../../src/ui/form/SubmitButton';
import { leafErrors, useAccountForm } from '../../../../src/ui/form/use-account-form';

/** The profile form (§5): required fields, optional date of birth and address line 2. */
export function ProfileForm({ profile }: { profile: CustomerProfile }) {
  const form = useAccountForm(profileFormValues(profile));
  const check = () => {
    const parsed = v.safeParse(ProfileCustomerSchema, profileCustomer(profile, form.values));
    if (parsed.success) return {};
    const errors = leafErrors(parsed.issues);
    if (errors.DateOfBirth) errors.DateOfBirth = 'Please enter a valid date';
    return errors;
  };
  const checkAll = () => {
    const errors: Record<string, string> = check();
    if (profileEmailChanged(profile, form.values) && !form.values.EmailPassword) {
      errors.EmailPassword = ACCOUNT_MESSAGES.emailChangeNeedsPassword;
    }
    return errors;
  };
  const send = () =>
    saveProfile(v.parse(ProfileCustomerSchema, profileCustomer(profile, form.values)));
  const field = form.field;
  return (
    <Card as="div" title={<span id={`${form.id}-title`}>Your details</span>} headingLevel={2}>
      <form
        ref={form.formRef}
        className="ik-form"
        part="profile-form"
        noValidate
        aria-labelledby={`${form.id}-title`}
        onSubmit={(e) => void form.submit(checkAll, send)(e)}
      >
        {field('FirstName', 'First name', { autoComplete: 'given-name' })}
        {field('LastName', 'Surname', { autoComplete: 'family-name' })}
        {field('EmailAddress', 'Email', { type: 'email', autoComplete: 'email' })}
        {profileEmailChanged(profile, form.values) &&
          field('EmailPassword', 'Current password (to change your email)', {
            type: 'password',
            autoComplete: 'current-password',
          })}
        {field('PhoneNumber', 'Phone', { type: 'tel', autoComplete: 'tel' })}
        {field('DateOfBirth', 'Date of birth', {
          type: 'date',
          autoComplete: 'bday',
          optional: true,
        })}
        {field('Address1', 'Address line 1', { autoComplete: 'address-line1' })}
        {field('Address2', 'Address line 2', { autoComplete: 'address-line2', optional: true })}
        {field('City', 'City', { autoComplete: 'address-level2' })}
        {field('PostCode', 'Postcode', { autoComplete: 'postal-code' })}
        {field('Country', 'Country', { autoComplete: 'country-name' })}
        <FormMessage outcome={form.outcome} />
        <SubmitButton busy={form.busy} label="Update profile" busyLabel="Saving…" />
      </form>
    </Card>
  );
}
