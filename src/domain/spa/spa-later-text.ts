import { MONTH_NAMES } from '../calendar/month-names';

/**
 * What the treatments screen says about days after its last bookable one: with the spec's
 * 12 January 2026, "Spa bookings after January 2026 will be available shortly." The month
 * and year follow the configured date (booking-engine.md §9).
 */
export function spaLaterText(lastDate: string): string {
  const [year, month] = lastDate.split('-').map(Number);
  const name = MONTH_NAMES[(month ?? 1) - 1] ?? MONTH_NAMES[0];
  return `Spa bookings after ${name} ${year} will be available shortly.`;
}
