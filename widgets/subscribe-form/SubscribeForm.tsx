import { useEffect, useState } from 'react';
import { hasSignupCookie, setSignupCookie } from '../../src/core/signup-cookie';
import { SENT_MESSAGES } from '../../src/domain/text/form-messages';
import { SubscribeFormSchema } from '../../src/schemas/forms/subscribe';
import { TextField } from '../../src/ui/form/Field';
import { FormShell } from '../../src/ui/form/FormShell';
import { useForm } from '../../src/ui/form/use-form';
import { useWidget } from '../../src/ui/widget-context';
import { Button } from '../../src/ui/Button';

export interface SubscribeFormProps {
  list?: string;
  heading?: string;
  dismissible?: boolean;
}

/** A single-list newsletter sign-up; a dismissible block stays hidden once the cookie is set. */
export function SubscribeForm({ list = '', heading, dismissible }: SubscribeFormProps) {
  const { host } = useWidget();
  const [hidden, setHidden] = useState(() => Boolean(dismissible) && hasSignupCookie());
  const handle = useForm({
    kind: 'subscribe',
    defaults: { firstName: '', surname: '', email: '' },
    schema: SubscribeFormSchema,
    toInput: (values) => ({ ...values, list }),
    onSent: setSignupCookie,
  });

  useEffect(() => {
    host.hidden = hidden;
  }, [host, hidden]);

  if (hidden) return null;
  // A card of its own, so it reads well on any background (a dark footer, say).
  return (
    <div part="card" className="ik-card">
      <FormShell
        handle={handle}
        title={heading}
        label="Subscribe to our newsletter"
        submitLabel="Subscribe"
        sentMessage={SENT_MESSAGES.subscribe}
        againLabel={null}
      >
        <TextField name="firstName" label="First name" autoComplete="given-name" />
        <TextField name="surname" label="Surname" autoComplete="family-name" />
        <TextField name="email" label="Email" type="email" autoComplete="email" />
      </FormShell>
      {dismissible && handle.snapshot.state.status !== 'sent' ? (
        <Button
          part="hide-forever"
          className="ik-hide-forever"
          onClick={() => {
            setSignupCookie();
            setHidden(true);
          }}
        >
          Hide me forever
        </Button>
      ) : null}
    </div>
  );
}
