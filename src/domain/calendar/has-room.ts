import type { StayDay } from './stay-day';

/** True when some rate for sale has a room free this night (a stay may run through it). */
export function hasRoom(day: StayDay | undefined): boolean {
  return day !== undefined && day.rates.some((rate) => rate.roomsFree >= 1);
}
