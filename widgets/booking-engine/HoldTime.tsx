import { useEffect, useState } from 'react';
import { holdMinutesNow, keepHold } from '../../src/stores/engine/index';

/** How often the minutes are read again (the cookie is shared with other tabs). */
const TICK_MS = 5000;

/**
 * A room held in the cart says how long the hold lasts (the session's time left) and the guest
 * can keep it going from here, as from the session warning (issue 6 item 9). The minutes are
 * not a live region (they would be read out every minute); keeping the hold is announced.
 */
export function HoldTime() {
  const [minutes, setMinutes] = useState(() => holdMinutesNow());
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const timer = setInterval(() => setMinutes(holdMinutesNow()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (minutes === null) return null;

  const keep = async () => {
    if (busy) return;
    setBusy(true);
    const ok = await keepHold();
    setBusy(false);
    const now = holdMinutesNow();
    setMinutes(now);
    setSaid(
      !ok
        ? 'Sorry, we could not reach the hotel to keep your booking. Please try again.'
        : now
          ? `Your booking is kept: held for ${now} minutes.`
          : 'Your booking is kept.',
    );
  };

  return (
    <div part="hold-time" className="hold-time">
      <p>
        {minutes < 1
          ? 'Your room’s hold has ended.'
          : `Your room is held for ${minutes} more ${minutes === 1 ? 'minute' : 'minutes'}.`}{' '}
        <button
          type="button"
          part="keep-hold"
          className="ik-button"
          aria-disabled={busy || undefined}
          onClick={() => void keep()}
        >
          Keep my booking
        </button>
      </p>
      <p role="status" className="hold-time__said">
        {said}
      </p>
    </div>
  );
}
