import { useState } from 'react';
import { safeRedirect } from '../../../../src/domain/safety/safe-redirect';
import {
  rememberConfirmRedirect,
  takeConfirmRedirect,
} from '../../../../src/stores/engine/confirm-redirect';
import { Button } from '../../../../src/ui/Button';
import { useStyles } from '../../../../src/ui/styles';
import { useEngine } from '../../engine-context';
import { ScreenHeading } from '../../ScreenHeading';
import type { ScreenProps } from '../../screen-props';
import { CheckEmail } from './CheckEmail';
import { ConfirmLink } from './ConfirmLink';
import { LoginPanel } from './LoginPanel';
import { RegisterPanel } from './RegisterPanel';
import css from './login-register.css?inline';

/**
 * Login, forgot password and 'Create an account' (booking-engine.md §2, §4). A login goes to
 * the `redirect` query (a booking route such as `checkout`, or a same-site path), else to the
 * guest's bookings; so does a registration, which logs the guest in at once (§4: register →
 * checkout). When the hotel asks new guests to confirm their address first (config
 * `registrationConfirmation`, and the back end's own setting), a registration logs nobody in:
 * the guest is asked to check their email, and the `redirect` is remembered in this browser
 * until the emailed link (`?confirm=…&email=…`) is opened here, which confirms, logs in with
 * the cart kept, and goes on to it. What the back end answered decides which.
 */
export default function LoginRegister({ route, search }: ScreenProps) {
  const { base, open } = useEngine();
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const [registered, setRegistered] = useState<string | null>(null);
  useStyles(css);
  const goTo = (redirect: string | undefined) => {
    const href = safeRedirect(redirect, base) ?? `${base}/my-booking`;
    if (href === base || href.startsWith(`${base}/`) || href.startsWith(`${base}?`)) {
      open(href.slice(base.length), true);
    } else {
      location.assign(href);
    }
  };
  const link =
    search.confirm && search.email ? { token: search.confirm, email: search.email } : null;
  const other = mode === 'login' ? 'register' : 'login';
  const onRegistered = (email: string, loggedIn: boolean) => {
    // Logged in at once (the default): on to the checkout, or wherever the guest was going.
    if (loggedIn) return goTo(search.redirect);
    rememberConfirmRedirect(email, search.redirect);
    setRegistered(email);
  };
  return (
    <section className="screen login-register" aria-label={route.title}>
      <ScreenHeading title={route.title} />
      {link ? (
        <ConfirmLink
          key={link.token}
          {...link}
          onDone={() => goTo(takeConfirmRedirect(link.email) ?? search.redirect)}
        />
      ) : null}
      {registered ? (
        <CheckEmail email={registered} />
      ) : (
        <>
          <p>
            {mode === 'login' ? 'New here? ' : 'Already have an account? '}
            <Button variant="link" part="toggle" onClick={() => setMode(other)}>
              {other === 'register' ? 'Create an account' : 'Login'}
            </Button>
          </p>
          {mode === 'login' ? (
            <LoginPanel onDone={() => goTo(search.redirect)} />
          ) : (
            <RegisterPanel onRegistered={onRegistered} />
          )}
        </>
      )}
    </section>
  );
}
