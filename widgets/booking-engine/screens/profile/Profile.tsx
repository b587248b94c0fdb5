import { useEffect } from 'react';
import { $session, $system } from '../../../../src/stores';
import { $profile, forgetProfile, loadProfile } from '../../../../src/stores/engine/profile';
import { AsyncBlock } from '../../../../src/ui/AsyncBlock';
import { Card } from '../../../../src/ui/Card';
import { InlineStatus } from '../../../../src/ui/InlineStatus';
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

/**
 * The profile (booking-engine.md §2, §4, §6): needs a logged-in customer. The profile form
 * prefilled from the profile store; beside it from a 1024 px laptop (issue 38 §8), stored cards
 * when the configuration allows them, the update-password form and the way to My Bookings.
 */
export default function Profile({ route }: ScreenProps) {
  useStyles(css);
  const { base } = useEngine();
  const session = useStore($session);
  const system = useStore($system);
  const profile = useStore($profile);
  const customerId = session?.isLoggedIn ? session.CustomerId : null;
  const customerGuid = session?.isLoggedIn ? session.CustomerGUID : null;

  // Read again only when the customer changes (the session object changes on every refresh).
  useEffect(() => {
    if (customerId) void loadProfile();
  }, [customerId, customerGuid]);
  useEffect(() => forgetProfile, []);

  let body;
  if (!session) {
    body =
      system.status === 'error' ? (
        <InlineStatus tone="error" part="error">
          {system.error?.userMessage}
        </InlineStatus>
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
  } else {
    body = (
      <AsyncBlock
        status={profile.status}
        loadingText="Loading your profile…"
        error={profile.status === 'failed' ? profile.error : null}
        onRetry={() => void loadProfile()}
      >
        {() =>
          profile.status === 'loaded' && (
            <div className="profile-cards">
              <div className="profile-main">
                <ProfileForm profile={profile.value} />
              </div>
              <div className="profile-side">
                {system.Configuration.AllowStoreCard ? (
                  <StoredCards cards={profile.value.OnFileCards} />
                ) : null}
                <PasswordForm />
                <p className="profile-links">
                  <LinkButton href={`${base}/my-booking`}>Your bookings</LinkButton>
                </p>
              </div>
            </div>
          )
        }
      </AsyncBlock>
    );
  }
  return (
    <section className="screen profile-screen" aria-label={route.title}>
      <ScreenHeading title={route.title} />
      {body}
    </section>
  );
}
