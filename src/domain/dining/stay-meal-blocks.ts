import { addDays } from '../calendar/calendar-day';
import type { Meal } from './meal-times';

export interface MealBlock {
  day: string;
  meal: Meal;
}

/**
 * The dining blocks of a stay (booking-engine.md §2): per night a breakfast block, except on
 * the first night, and a dinner block, night by night.
 */
export function stayMealBlocks(arrival: string, nights: number): MealBlock[] {
  const blocks: MealBlock[] = [];
  for (let night = 0; night < nights; night += 1) {
    const day = addDays(arrival, night);
    if (night > 0) blocks.push({ day, meal: 'breakfast' });
    blocks.push({ day, meal: 'dinner' });
  }
  return blocks;
}
