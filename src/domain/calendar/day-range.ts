import { addDays } from './calendar-day';

/** Every `YYYY-MM-DD` day from `start` to `end`, both included; empty when end is before start. */
export function dayRange(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}
