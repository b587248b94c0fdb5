import { useEffect, useState } from 'react';
import { fetchProfile } from '../../../../src/api/account-api';
import { userMessageOf } from '../../../../src/api/errors';
import type { CustomerProfile } from '../../../../src/schemas/profile';
import { $session, $system } from '../../../../src/stores';
import { Button } from '../../../../src/ui/Button';
import { Card } from '../../../../src/ui/Card';
import { LinkButton } from '../../../../src/ui/LinkButton';
import { useStyles } from '../../../../src/ui/styles';
import { useStore } from '../../../../src/ui/use-store';
import { useEngine } from '../../engine-context';
import { ScreenHeading } from '../../ScreenHeading';
import type { ScreenProps } from '../../screen-props';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import css from './profile.css?inline';
import { StoredCards } from './StoredCards';

type Load = { kind: 'ok'; profile: CustomerProfile } | { kind: 'error'; message: string };

/**
 * The profile (booking-engine.md §2, §4, §6): needs a logged-in customer. The profile form
 * prefilled from FetchCustomerProfile, stored cards when the configuration allows them, and
 * the update-password form.
 */
export default function Profile({ route }: ScreenProps) {
  useStyles(css);
  const { base } = useEngine();
  const session = useStore($session);
  const system = useStore($system);
  const [load, setLoad] = useState<Load | null>(null);
  const [attempt, setAttempt] = useState(0);
  const customerId = session?.isLoggedIn ? session.CustomerId : null;
  const customerGuid = session?.isLoggedIn ? session.CustomerGUID : null;

  useEffect(() => {
    if (!customerId) return;
    let live = true;
    setLoad(null);
    fetchProfile({ CustomerId: customerId, CustomerGUID: customerGuid })
      .then((answer) =>
        answer.Result.value === 'SUCCESS' && answer.Customer
          ? { kind: 'ok' as const, profile: answer.Customer }
          : { kind: 'error' as const, message: answer.Result.Text },
      )
      .catch((error: unknown) => ({ kind: 'error' as const, message: userMessageOf(error) }))
      .then((result) => live && setLoad(result));
    return () => {
      live = false;
    };
  }, [customerId, customerGuid, attempt]);

  let body;
  if (!session) {
    body =
      system.status === 'error' ? (
        <p role="alert" className="ik-error">
          {system.error?.userMessage}
        </p>
      ) : (
        <p role="status">Loading your profile…</p>
      );
  } else if (!customerId) {
    body = (
      <Card as="div" part="logged-out">
        <p>Please log in to view your profile.</p>
        <p>
          <LinkButton variant="primary" href={`${base}/login-register?redirect=account`}>
            Login
          </LinkButton>
        </p>
      </Card>
    );
  } else if (!load) {
    body = <p role="status">Loading your profile…</p>;
  } else if (load.kind === 'error') {
    body = (
      <div role="alert" className="ik-error" part="error">
        <p>{load.message}</p>
        <Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>
      </div>
    );
  } else {
    body = (
      <div className="profile-cards">
        <ProfileForm profile={load.profile} />
        {system.Configuration.AllowStoreCard ? (
          <StoredCards cards={load.profile.OnFileCards} />
        ) : null}
        <PasswordForm customerId={customerId} />
      </div>
    );
  }
  return (
    <section className="screen" aria-label={route.title}>
      <ScreenHeading title={route.title} />
      {body}
    </section>
  );
}
