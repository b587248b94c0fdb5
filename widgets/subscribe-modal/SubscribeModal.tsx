import { useCallback, useEffect, useState } from 'react';
import { scrollLockCount } from '../../src/core/scroll-lock';
import { hasSignupCookie, setSignupCookie } from '../../src/core/signup-cookie';
import {
  SENT_MESSAGES,
  SUBSCRIBE_MODAL_DELAY_MS,
  SUBSCRIBE_MODAL_RETRY_MS,
} from '../../src/domain/form-messages';
import { MultiSubscribeFormSchema } from '../../src/schemas/forms/multi-subscribe';
import { Dialog } from '../../src/ui/Dialog';
import { Checkbox, TextField } from '../../src/ui/form/Field';
import { FormShell } from '../../src/ui/form/FormShell';
import { useForm } from '../../src/ui/form/use-form';
import { Button } from '../../src/ui/Button';

export interface SubscribeModalProps {
  delay?: number;
  heading?: string;
}

/**
 * The two-list sign-up modal: opens once, `delay` ms after load, when the guest has neither
 * subscribed nor asked never to be asked (`signupCookie`). While the guest is in something that
 * holds the page (the quick-book panel, a menu, the overlay: a scroll lock), it waits and opens
 * once they have closed it, never on top of their booking.
 */
export function SubscribeModal({ delay = SUBSCRIBE_MODAL_DELAY_MS, heading }: SubscribeModalProps) {
  const title = heading ?? 'Join our mailing lists';
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const handle = useForm({
    kind: 'multiSubscribe',
    defaults: {
      firstName: '',
      surname: '',
      email: '',
      machrieConsent: 'true',
      lakeConsent: 'true',
    },
    schema: MultiSubscribeFormSchema,
    onSent: setSignupCookie,
  });

  useEffect(() => {
    if (hasSignupCookie()) return;
    let timer: ReturnType<typeof setTimeout>;
    const openWhenFree = () => {
      if (scrollLockCount() > 0) timer = setTimeout(openWhenFree, SUBSCRIBE_MODAL_RETRY_MS);
      else setOpen(!hasSignupCookie());
    };
    timer = setTimeout(openWhenFree, delay);
    return () => clearTimeout(timer);
  }, [delay]);

  const { machrieConsent, lakeConsent } = handle.values;
  const noList = machrieConsent !== 'true' && lakeConsent !== 'true';
  const sent = handle.snapshot.state.status === 'sent';
  return (
    <Dialog open={open} title={title} onClose={close}>
      <FormShell
        handle={handle}
        label={title}
        submitLabel="Subscribe"
        sentMessage={SENT_MESSAGES.subscribe}
        submitDisabled={noList}
        // Subscribed is final here: no "Send another" (a null sentActions would fall back to it).
        againLabel={null}
      >
        <TextField name="firstName" label="First name" autoComplete="given-name" />
        <TextField name="surname" label="Surname" autoComplete="family-name" />
        <TextField name="email" label="Email" type="email" autoComplete="email" />
        <fieldset className="ik-group">
          <legend>Which newsletters?</legend>
          <Checkbox name="machrieConsent" label="The Seaside Hotel and Golf Resort" />
          <Checkbox name="lakeConsent" label="The Lake" />
        </fieldset>
        {noList ? <p part="hint">Tick at least one newsletter to subscribe.</p> : null}
      </FormShell>
      <div className="ik-actions">
        {sent ? null : (
          <Button
            part="hide-forever"
            onClick={() => {
              setSignupCookie();
              close();
            }}
          >
            Hide me forever
          </Button>
        )}
        <Button part="close" onClick={close}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
