import type { DiningSittingRow } from './dining-repo';

/**
 * The restaurants (booking-engine.md §9): breakfast at one restaurant, dinner at two, each
 * sitting with its own PromotionId, seating times and covers per time.
 */
export const SEEDED_DINING_SITTINGS: DiningSittingRow[] = [
  {
    promotion_id: '7101',
    venue_id: '71',
    venue_name: 'The Lakeview',
    meal: 'breakfast',
    description: 'A full breakfast, cooked to order, in the glass room over the water.',
    open_time: '07:00',
    close_time: '10:30',
    step_minutes: 30,
    covers: 40,
  },
  {
    promotion_id: '7102',
    venue_id: '71',
    venue_name: 'The Lakeview',
    meal: 'dinner',
    description: 'Seasonal plates from fell and lake, with the sunset across the water.',
    open_time: '17:30',
    close_time: '21:00',
    step_minutes: 30,
    covers: 30,
  },
  {
    promotion_id: '7202',
    venue_id: '72',
    venue_name: 'The Boathouse',
    meal: 'dinner',
    description: 'Wood-fired fish and grills on the jetty, in a relaxed room by the boats.',
    open_time: '18:00',
    close_time: '21:30',
    step_minutes: 30,
    covers: 20,
  },
];
