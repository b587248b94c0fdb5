import { londonDate } from '../calendar/calendar-day';

const DAY_MS = 86_400_000;

/**
 * The instant a policy is judged at: `ms` moved by whole days onto the hotel day `today`, the
 * time of day kept. Unmoved when `today` is the hotel's real day; when a demo or a test pins
 * the day (`?ik-now=`, `X-IK-Now`), its bookings meet their deadlines as on that day. The
 * widgets' words and the sandbox's enforcement both use it.
 */
export function instantOnDay(today: string, ms: number): number {
  const shift =
    Date.parse(`${today}T00:00:00Z`) - Date.parse(`${londonDate(new Date(ms))}T00:00:00Z`);
  return ms + Math.round(shift / DAY_MS) * DAY_MS;
}
