import { useEngine } from '../../engine-context';
import { ScreenHeading } from '../../ScreenHeading';
import type { ScreenProps } from '../../screen-props';
import { PasswordResetScreen } from './index';

/** The password-reset route (`/account/reset-password?reset=&email=`, booking-engine.md §4). */
export default function ResetPasswordRoute({ route, search }: ScreenProps) {
  const { base } = useEngine();
  const query = new URLSearchParams(search as Record<string, string>).toString();
  return (
    <section className="screen" aria-label={route.title}>
      <ScreenHeading title={route.title} />
      <PasswordResetScreen search={query ? `?${query}` : ''} loginHref={`${base}/login-register`} />
    </section>
  );
}
