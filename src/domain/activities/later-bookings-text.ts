import { MONTH_NAMES } from '../calendar/month-names';

/**
 * What a screen bookable only up to `lastDate` says about later dates: with the spec's
 * 12 January 2026, "Bookings after January 2026 will be available shortly." The month and
 * year follow the configured date.
 */
export function laterBookingsText(lastDate: string): string {
  const [year, month] = lastDate.split('-').map(Number);
  const name = MONTH_NAMES[(month ?? 1) - 1] ?? MONTH_NAMES[0];
  return `Bookings after ${name} ${year} will be available shortly.`;
}
