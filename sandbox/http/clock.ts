import { createMiddleware } from 'hono/factory';
import { isIsoDay, londonDate } from '../../src/domain/calendar/calendar-day';
import type { AppEnv } from './app-env';

/** Request header that pins "today" for one request (demo pages send it with `?ik-now=`). */
export const NOW_HEADER = 'X-IK-Now';

/** The calendar date in Europe/London at an instant, YYYY-MM-DD. */
export function londonToday(instant: Date = new Date()): string {
  return londonDate(instant);
}

/** The hotel's today: the request's pin if valid, else the server's pin, else London's date. */
export function resolveToday(
  requested: string | undefined,
  pinned: string | undefined,
  instant: Date = new Date(),
): string {
  if (requested !== undefined && isIsoDay(requested.trim())) return requested.trim();
  if (pinned !== undefined && isIsoDay(pinned)) return pinned;
  return londonToday(instant);
}

/** Sets `c.var.today` for every request; a request's own pin counts in test mode only. */
export const clock = createMiddleware<AppEnv>(async (c, next) => {
  const { pinnedToday, nowMs, testMode } = c.var.deps;
  const requested = testMode ? c.req.header(NOW_HEADER) : undefined;
  c.set('today', resolveToday(requested, pinnedToday, new Date(nowMs())));
  await next();
});
