import { useState } from 'react';
import { Button } from '../Button';
import type { KitSection } from '../styleguide/kit-example';
import { ErrorSummary } from './ErrorSummary';
import { ChoiceField, FieldFrame, FieldGroup } from './Field';
import { FormMessage } from './FormMessage';
import { SubmitButton } from './SubmitButton';
import { useAccountForm } from './use-account-form';

/** A text control of any type inside the one field frame. */
function Demo(props: {
  id: string;
  label: string;
  type?: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  value?: string;
}) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <FieldFrame
      id={props.id}
      label={props.label}
      hint={props.hint}
      error={props.error}
      optional={props.optional}
    >
      {(aria) => (
        <input
          {...aria}
          part="input"
          type={props.type ?? 'text'}
          value={value}
          onInput={(e) => setValue((e.target as HTMLInputElement).value)}
        />
      )}
    </FieldFrame>
  );
}

/** A long form: a refused submit shows "There is a problem" at its top, linked to fields. */
function LongFormDemo() {
  const form = useAccountForm(
    { FirstName: '', LastName: '', PostCode: '' },
    { errorSummary: true },
  );
  const check = (): Record<string, string> => {
    const errors: Record<string, string> = {};
    if (!form.values.FirstName) errors.FirstName = 'First name is required';
    if (!form.values.LastName) errors.LastName = 'Surname is required';
    if (!/^[A-Z]{1,2}\d/i.test(form.values.PostCode))
      errors.PostCode = 'Please enter a valid postcode';
    return errors;
  };
  const send = async () => ({ ok: true, message: 'Thank you.' });
  return (
    <form
      ref={form.formRef}
      className="ik-form"
      noValidate
      aria-label="Long form example"
      onSubmit={(e) => void form.submit(check, send)(e)}
    >
      <ErrorSummary formRef={form.formRef} refusals={form.refusals} />
      {form.field('FirstName', 'First name', { autoComplete: 'off' })}
      {form.field('LastName', 'Surname', { autoComplete: 'off' })}
      {form.field('PostCode', 'Postcode', { autoComplete: 'off' })}
      <FormMessage outcome={form.outcome} />
      <SubmitButton busy={form.busy} label="Send" busyLabel="Sending…" />
    </form>
  );
}

/** The account forms' stack: refused submit, busy, a server answer. */
function SignInDemo() {
  const form = useAccountForm({ EmailAddress: '', Password: '' });
  const check = (): Record<string, string> =>
    form.values.EmailAddress.includes('@') ? {} : { EmailAddress: 'Please enter your email' };
  const send = async () => ({ ok: false, message: 'Not a valid email/password combination.' });
  return (
    <form
      ref={form.formRef}
      className="ik-form"
      noValidate
      aria-label="Sign in example"
      onSubmit={(e) => void form.submit(check, send)(e)}
    >
      {form.field('EmailAddress', 'Email', { type: 'email', autoComplete: 'off' })}
      {form.field('Password', 'Password', { type: 'password', autoComplete: 'off' })}
      <FormMessage outcome={form.outcome} />
      <SubmitButton busy={form.busy} label="Login" busyLabel="Logging in…" />
    </form>
  );
}

export const fieldExamples: KitSection = {
  title: 'Fields',
  id: 'field',
  contracts: ['field', 'form'],
  examples: [
    {
      name: 'text',
      note: 'Focus shows the theme’s ring; every control is at least 44 px tall.',
      render: () => (
        <div className="sg-grid">
          <Demo id="sg-name" label="First name" value="Ada" />
          <Demo id="sg-email" label="Email" type="email" hint="We send your confirmation here." />
          <Demo id="sg-password" label="Password" type="password" />
          <Demo id="sg-phone" label="Phone" type="tel" optional />
          <Demo id="sg-date" label="Date of birth" type="date" optional />
        </div>
      ),
    },
    {
      name: 'select-textarea',
      render: () => (
        <div className="sg-grid">
          <FieldFrame id="sg-country" label="Country">
            {(aria) => (
              <select {...aria} part="input" defaultValue="United Kingdom">
                <option>United Kingdom</option>
                <option>Ireland</option>
              </select>
            )}
          </FieldFrame>
          <FieldFrame id="sg-note" label="Note for the hotel" optional hint="Up to 500 characters.">
            {(aria) => <textarea {...aria} part="input" rows={3} />}
          </FieldFrame>
        </div>
      ),
    },
    {
      name: 'error',
      render: () => (
        <Demo
          id="sg-invalid"
          label="Postcode"
          value="XX"
          hint="As on your bank statement."
          error="Please enter a valid postcode"
        />
      ),
    },
    {
      name: 'choices',
      note: 'On a phone the words stay beside their box and wrap under themselves.',
      render: () => (
        <div className="sg-grid">
          <ChoiceField
            name="sg-news"
            label="Send me news and offers by email, now and then, and never passed to anyone else"
          />
          <FieldGroup legend="Bed type">
            <ChoiceField type="radio" name="sg-bed" label="Double" defaultChecked />
            <ChoiceField type="radio" name="sg-bed" label="Twin" />
          </FieldGroup>
        </div>
      ),
    },
    {
      name: 'choices-invalid',
      note: 'A group marked invalid as a whole: a bar along its edge and its message in words.',
      render: () => (
        <FieldGroup legend="Allergies (at least one)" invalid describedBy="sg-allergy-error">
          <ChoiceField name="sg-allergy" label="Gluten" aria-describedby="sg-allergy-error" />
          <ChoiceField name="sg-allergy" label="Dairy" aria-describedby="sg-allergy-error" />
          <p id="sg-allergy-error" className="ik-error ik-field-error">
            Please tick at least one allergy.
          </p>
        </FieldGroup>
      ),
    },
    {
      name: 'form',
      note: 'Send with an empty email: the message shows and focus moves to the field.',
      render: () => <SignInDemo />,
    },
    {
      name: 'error-summary',
      note: 'Send it empty: "There is a problem" takes focus; each link focuses its field.',
      render: () => <LongFormDemo />,
    },
    {
      name: 'buttons-in-forms',
      render: () => (
        <span className="sg-row">
          <SubmitButton busy label="Update profile" busyLabel="Saving…" />
          <Button variant="quiet">Cancel</Button>
        </span>
      ),
    },
  ],
};
