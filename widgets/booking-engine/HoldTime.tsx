import { useEffect, useRef, useState } from 'react';
import { announce } from '../../src/core/announce';
import { holdAnnouncement } from '../../src/domain/cart/hold-announcement';
import { NOTICE_TEXT } from '../../src/domain/text/notice-text';
import { $notice } from '../../src/stores';
import { $holdEnded, holdMinutesNow, keepHold } from '../../src/stores/engine/index';
import { useStore } from '../../src/ui/use-store';
import { Button } from '../../src/ui/Button';
import { InlineStatus } from '../../src/ui/InlineStatus';

/** The session notice's own words for an expired booking. */
const EXPIRED = `${NOTICE_TEXT['booking-expired'].title}. ${NOTICE_TEXT['booking-expired'].body}`;

/** How often the minutes are read again (the cookie is shared with other tabs). */
const TICK_MS = 5000;

/**
 * A room held in the cart says how long the hold lasts (the session's time left) and the guest
 * can keep it going from here, as from the session warning (issue 6 item 9). The minutes are
 * not a live region (they would be read out every minute): the page's announcer says the
 * five-minute warning, the hold's end and what keeping it did, once each.
 */
export function HoldTime() {
  const [minutes, setMinutes] = useState(() => holdMinutesNow());
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const before = useRef(minutes);
  useEffect(() => {
    const timer = setInterval(() => setMinutes(holdMinutesNow()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    const said = holdAnnouncement(before.current, minutes);
    before.current = minutes;
    // The session notice's dialog says the same warning when it opens: not twice.
    if (said && $notice.get() !== 'session-warning') announce(said);
  }, [minutes]);
  if (minutes === null) return null;

  const keep = async () => {
    if (busy) return;
    setBusy(true);
    const outcome = await keepHold();
    setBusy(false);
    const now = holdMinutesNow();
    setMinutes(now);
    before.current = now;
    const text =
      outcome === 'failed'
        ? 'Sorry, we could not reach the hotel to keep your booking. Please try again.'
        : outcome === 'expired'
          ? null // HoldEnded takes focus and says it
          : now
            ? `Your booking is kept: held for ${now} minutes.`
            : 'Your booking is kept.';
    setSaid(text);
    if (text) announce(text, outcome === 'failed' ? 'assertive' : 'polite');
  };

  return (
    <div part="hold-time" className="hold-time">
      <p>
        {minutes < 1
          ? 'Your room’s hold has ended.'
          : `Your room is held for ${minutes} more ${minutes === 1 ? 'minute' : 'minutes'}.`}{' '}
        <Button part="keep-hold" aria-disabled={busy || undefined} onClick={() => void keep()}>
          Keep my booking
        </Button>
      </p>
      <p part="hold-said" className="hold-time__said">
        {said}
      </p>
    </div>
  );
}

/**
 * Where the hold's message goes when keeping it found the booking already expired: the rooms
 * were released, so the hold's own message left with them. Shown (and focused, as the button
 * the guest pressed has gone) until Book your Stay is left or a room is added again.
 */
export function HoldEnded() {
  const ended = useStore($holdEnded);
  useEffect(() => () => $holdEnded.set(false), []);
  if (!ended) return null;
  return (
    <InlineStatus tone="error" part="hold-ended" takeFocus>
      {EXPIRED}
    </InlineStatus>
  );
}
