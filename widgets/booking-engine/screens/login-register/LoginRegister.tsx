import { useState } from 'react';
import { safeRedirect } from '../../../../src/domain/safe-redirect';
import { Button } from '../../../../src/ui/Button';
import { useEngine } from '../../engine-context';
import { ScreenHeading } from '../../ScreenHeading';
import type { ScreenProps } from '../../screen-props';
import { LoginPanel } from './LoginPanel';
import { RegisterPanel } from './RegisterPanel';

/**
 * Login, forgot password and 'Create an account' (booking-engine.md §2, §4). After either
 * succeeds the guest goes to the `redirect` query (a booking route such as `checkout`, or a
 * same-site path), else to their bookings.
 */
export default function LoginRegister({ route, search }: ScreenProps) {
  const { base, open } = useEngine();
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const done = () => {
    const href = safeRedirect(search.redirect, base) ?? `${base}/my-booking`;
    if (href === base || href.startsWith(`${base}/`) || href.startsWith(`${base}?`)) {
      open(href.slice(base.length), true);
    } else {
      location.assign(href);
    }
  };
  const other = mode === 'login' ? 'register' : 'login';
  return (
    <section className="screen" aria-label={route.title}>
      <ScreenHeading title={route.title} />
      <p>
        {mode === 'login' ? 'New here? ' : 'Already have an account? '}
        <Button variant="link" part="toggle" onClick={() => setMode(other)}>
          {other === 'register' ? 'Create an account' : 'Login'}
        </Button>
      </p>
      {mode === 'login' ? <LoginPanel onDone={done} /> : <RegisterPanel onDone={done} />}
    </section>
  );
}
