import { WARNING_MINUTES_BEFORE_EXPIRY } from '../session/session-timer';

/**
 * What the hold timer says aloud as its minutes pass (issue 22 build 2): a warning as the hold
 * comes within five minutes of its end, and its end; nothing for every other minute (the
 * minutes themselves are no live region, they would be read out each minute).
 */
export function holdAnnouncement(before: number | null, now: number | null): string | null {
  if (before === null || now === null || now >= before) return null;
  if (now < 1) return 'Your room’s hold has ended.';
  if (before > WARNING_MINUTES_BEFORE_EXPIRY && now <= WARNING_MINUTES_BEFORE_EXPIRY)
    return `Your room is held for ${now} more ${now === 1 ? 'minute' : 'minutes'}.`;
  return null;
}
