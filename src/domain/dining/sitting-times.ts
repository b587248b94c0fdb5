import { isMealTime, type Meal } from './meal-times';

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/**
 * The seating times of a sitting: from the first to the last seating every `step` minutes,
 * kept to the meal's hours (breakfast at or before 11:00, dinner at or after 17:00, §5).
 */
export function sittingTimes(meal: Meal, first: string, last: string, step: number): string[] {
  const times: string[] = [];
  if (step <= 0) return times;
  for (let m = minutes(first); m <= minutes(last); m += step) times.push(hhmm(m));
  return times.filter((time) => isMealTime(meal, time));
}
