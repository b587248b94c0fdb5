import { useState } from 'react';
import * as v from 'valibot';
import { ACCOUNT_MESSAGES } from '../../../../src/domain/text/account-messages';
import { PASSWORD_HINT } from '../../../../src/domain/account/password';
import { RegistrationCustomerSchema } from '../../../../src/schemas/auth';
import { registerAccount } from '../../../../src/stores/engine/account-forms';
import { Card } from '../../../../src/ui/Card';
import { ErrorSummary } from '../../../../src/ui/form/ErrorSummary';
import { ChoiceField } from '../../../../src/ui/form/Field';
import { FormMessage } from '../../../../src/ui/form/FormMessage';
import { SubmitButton } from '../../../../src/ui/form/SubmitButton';
import { leafErrors, useAccountForm } from '../../../../src/ui/form/use-account-form';
import { useConfig } from '../../../../src/ui/widget-context';

const EMPTY = {
  FirstName: '',
  LastName: '',
  EmailAddress: '',
  PhoneNumber: '',
  Password: '',
  Address1: '',
  Address2: '',
  City: '',
  PostCode: '',
  Country: '',
};
type Values = typeof EMPTY;

/** The registration customer of booking-engine.md §3 from the form's fields. */
function customerOf(f: Values) {
  return {
    Name: { Salutation: '', FirstName: f.FirstName, LastName: f.LastName },
    EmailAddress: f.EmailAddress,
    Password: f.Password,
    Address: [
      {
        type: 'HOME' as const,
        Address1: f.Address1,
        Address2: f.Address2,
        City: f.City,
        StateProv: '',
        Country: f.Country,
        PostCode: f.PostCode,
      },
    ],
    Phone: [{ type: 'MOBILE' as const, primary: true, PhoneNumber: f.PhoneNumber }],
  };
}

/**
 * 'Create an account' (§5): the required fields, the phone pattern, the password rule with
 * its hint, the marketing opt-in (ticked: NoEmail N). The session `/rs/register` answers (a
 * new id, the cart carried on) is taken by the shared stores, and `onRegistered` is told
 * whether it logged the guest in: at once by default (booking-engine.md §4, register →
 * checkout), or only once the emailed link is opened, when the hotel asks for that (config
 * `registrationConfirmation`, whose note says so before the guest submits).
 */
export function RegisterPanel({
  onRegistered,
}: {
  onRegistered: (email: string, loggedIn: boolean) => void;
}) {
  const { registrationConfirmation } = useConfig();
  const form = useAccountForm(EMPTY, { errorSummary: true });
  const [marketing, setMarketing] = useState(false);
  const check = () => {
    const parsed = v.safeParse(RegistrationCustomerSchema, customerOf(form.values));
    if (parsed.success) return {};
    const errors = leafErrors(parsed.issues);
    // The rule's hint in the register form's own words; the maximum says itself.
    if (errors.Password === PASSWORD_HINT) errors.Password = ACCOUNT_MESSAGES.registerPasswordHint;
    return errors;
  };
  const send = async () => {
    const customer = v.parse(RegistrationCustomerSchema, customerOf(form.values));
    const outcome = await registerAccount(customer, marketing);
    if (!outcome.ok) return outcome;
    onRegistered(customer.EmailAddress, outcome.loggedIn === true);
  };
  const field = form.field;
  return (
    <Card as="div" part="card register">
      <form
        ref={form.formRef}
        className="ik-form"
        part="form"
        noValidate
        aria-labelledby={`${form.id}-title`}
        onSubmit={(e) => void form.submit(check, send)(e)}
      >
        <h2 id={`${form.id}-title`}>Create an account</h2>
        <ErrorSummary formRef={form.formRef} refusals={form.refusals} />
        {field('FirstName', 'First name', { autoComplete: 'given-name' })}
        {field('LastName', 'Surname', { autoComplete: 'family-name' })}
        {field('EmailAddress', 'Email', { type: 'email', autoComplete: 'email' })}
        {field('PhoneNumber', 'Phone', { type: 'tel', autoComplete: 'tel' })}
        {field('Password', 'Password', {
          type: 'password',
          autoComplete: 'new-password',
          hint: ACCOUNT_MESSAGES.registerPasswordHint,
        })}
        {field('Address1', 'Address line 1', { autoComplete: 'address-line1' })}
        {field('Address2', 'Address line 2', { autoComplete: 'address-line2', optional: true })}
        {field('City', 'City', { autoComplete: 'address-level2' })}
        {field('PostCode', 'Postcode', { autoComplete: 'postal-code' })}
        {field('Country', 'Country', { autoComplete: 'country-name' })}
        <ChoiceField
          name="marketing"
          checked={marketing}
          onChange={(e) => setMarketing(e.currentTarget.checked)}
          label="Send me news and offers by email"
        />
        {registrationConfirmation ? (
          <p part="register-note">{ACCOUNT_MESSAGES.registerConfirmNote}</p>
        ) : null}
        <FormMessage outcome={form.outcome} />
        <SubmitButton
          busy={form.busy}
          label="Create an account"
          busyLabel="Creating your account…"
        />
      </form>
    </Card>
  );
}
