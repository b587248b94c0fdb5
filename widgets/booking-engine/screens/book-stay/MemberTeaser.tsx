import { MEMBER_TEASER_TEXT as TEXT } from '../../../../src/domain/text/member-teaser-text';
import { memberTeaserPrice } from '../../../../src/domain/rates/member-teaser';
import type { RoomTypeRatesAnswer } from '../../../../src/schemas/rates';
import { $session, isLoggedIn } from '../../../../src/stores';
import { useStyles } from '../../../../src/ui/styles';
import { useStore } from '../../../../src/ui/use-store';
import { useEngine } from '../../engine-context';
import css from './member-teaser.css?inline';

/**
 * "Members pay £X — log in or join" on a room card (issue 36 §4), for a guest who is not logged
 * in where a member pays less for the stay: the link goes to login-register and back to this
 * very search, whose rates then include the member's (the rates store asks again for a new
 * customer). The member rate itself is never on the page until then.
 */
export function MemberTeaser({
  roomType,
  nights,
}: {
  roomType: RoomTypeRatesAnswer;
  nights: number;
}) {
  useStyles(css);
  const session = useStore($session);
  const { base } = useEngine();
  const price = memberTeaserPrice(roomType, nights, isLoggedIn(session));
  if (price === null) return null;
  // Back to this search (its dates, party and query) once logged in.
  const here = `${location.pathname}${location.search}`;
  const href = `${base}/login-register?redirect=${encodeURIComponent(here)}`;
  return (
    <p className="member-teaser" part="member-teaser">
      {TEXT.lead(price)}
      <a href={href}>{TEXT.link}</a>
    </p>
  );
}
