import type { Meal } from './meal-times';
import { stayMealBlocks } from './stay-meal-blocks';

export interface StayNights {
  arrival: string;
  nights: number;
}

/** Whether one of the stays has a block for the meal on the day (no breakfast the first night). */
export const stayHasMeal = (stays: readonly StayNights[], day: string, meal: Meal): boolean =>
  stays.some((stay) =>
    stayMealBlocks(stay.arrival, stay.nights).some((b) => b.day === day && b.meal === meal),
  );
