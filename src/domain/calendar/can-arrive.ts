import type { StayDay } from './stay-day';

/** True when a guest may arrive on this day: known, priced and not sold out or closed. */
export function canArrive(day: StayDay | undefined): boolean {
  return day !== undefined && day.unavailable === null && day.price !== null;
}
