import { safeLink } from '../../domain/safety/safe-link';
import { useConfig } from '../widget-context';

/**
 * The venue's phone and email as links (from the page's config, `contactPhone` and
 * `contactEmail`), for a form that cannot be sent at all: the guest still reaches the hotel.
 * Nothing when neither is configured (the message then says so in words).
 *
 * Part: `other-ways`.
 */
export function OtherWays() {
  const { contactPhone, contactEmail } = useConfig();
  const phone = contactPhone.trim();
  const email = contactEmail.trim();
  // Through the one safe-link rule: tel: and mailto: only, never another scheme.
  const tel = phone ? safeLink(`tel:${phone.replace(/[^\d+]/g, '')}`) : null;
  const mail = email && !/[\s:/?#]/.test(email) ? safeLink(`mailto:${email}`) : null;
  if (!tel && !mail) return null;
  return (
    <p part="other-ways" className="ik-other-ways">
      {tel ? <a href={tel}>Call {phone}</a> : null}
      {tel && mail ? ' · ' : null}
      {mail ? <a href={mail}>Email {email}</a> : null}
    </p>
  );
}
