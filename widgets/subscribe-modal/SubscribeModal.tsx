import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { scrollLockCount } from '../../src/core/scroll-lock';
import { hasSignupCookie } from '../../src/core/signup-cookie';
import {
  SUBSCRIBE_MODAL_DELAY_MS,
  SUBSCRIBE_MODAL_RETRY_MS,
} from '../../src/domain/text/form-messages';
import { Dialog } from '../../src/ui/Dialog';
import type { SubscribeModalFormProps } from './SubscribeModalForm';

export interface SubscribeModalProps {
  delay?: number;
  heading?: string;
}

type Form = ComponentType<SubscribeModalFormProps>;
const loadForm = (): Promise<Form> =>
  import('./SubscribeModalForm').then((module) => module.SubscribeModalForm);

/**
 * The two-list sign-up modal: opens once, `delay` ms after load, when the guest has neither
 * subscribed nor asked never to be asked (`signupCookie`). While the guest is in something that
 * holds the page (the quick-book panel, a menu, the overlay: a scroll lock), it waits and opens
 * once they have closed it, never on top of their booking. Its form is fetched when it is time
 * to open, and the modal opens with the form in it (focus on its first field, as before).
 */
export function SubscribeModal({ delay = SUBSCRIBE_MODAL_DELAY_MS, heading }: SubscribeModalProps) {
  const title = heading ?? 'Join our mailing lists';
  const [Form, setForm] = useState<Form | null>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (hasSignupCookie()) return;
    let timer: ReturnType<typeof setTimeout>;
    let live = true;
    const openWhenFree = () => {
      if (scrollLockCount() > 0) {
        timer = setTimeout(openWhenFree, SUBSCRIBE_MODAL_RETRY_MS);
        return;
      }
      // A form that cannot be fetched (the guest offline) leaves the offer unopened: it is
      // not something the guest asked for.
      loadForm().then(
        (loaded) => {
          if (!live || hasSignupCookie()) return;
          setForm(() => loaded);
          setOpen(true);
        },
        () => undefined,
      );
    };
    timer = setTimeout(openWhenFree, delay);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [delay]);

  return (
    <Dialog open={open} title={title} onClose={close}>
      {Form ? <Form title={title} close={close} /> : null}
    </Dialog>
  );
}
