import type { NewSpecialService } from './special-services-repo';

/**
 * The hotel's special services (extras). It holds every name the post-stay extras list
 * excludes (booking-engine.md §5) beside extras that stay on it; the categories decide how
 * the "Add to room" drawer asks for each (dogs and beds a choice, the guest note a text,
 * allergies a multi-select).
 */
export const SEEDED_SPECIAL_SERVICES: readonly NewSpecialService[] = [
  {
    itemId: '4101',
    name: 'Dogs',
    category: 'Dogs',
    price: 25,
    options: ['Small dog (under 10 kg)', 'Medium dog (10 to 25 kg)', 'Large dog (over 25 kg)'],
  },
  { itemId: '4111', name: 'Double', category: 'Beds', price: 0 },
  { itemId: '4112', name: 'Twin', category: 'Beds', price: 0 },
  { itemId: '4121', name: 'Cot', category: 'Room', price: 0 },
  { itemId: '4122', name: 'Extra Bed', category: 'Room', price: 35 },
  { itemId: '4123', name: 'Late Arrival', category: 'Room', price: 0 },
  { itemId: '4131', name: 'Anniversary', category: 'Occasions', price: 0 },
  { itemId: '4132', name: 'Special Occasion', category: 'Occasions', price: 0 },
  { itemId: '4133', name: 'Honeymoon', category: 'Occasions', price: 0 },
  { itemId: '4141', name: 'Guest Note', category: 'Guest note', price: 0 },
  {
    itemId: '4151',
    name: 'Allergies',
    category: 'Allergies',
    price: 0,
    options: ['Gluten', 'Peanuts', 'Tree nuts', 'Dairy', 'Eggs', 'Shellfish', 'Soya'],
  },
  { itemId: '4201', name: 'Bottle of Prosecco', category: 'Treats', price: 32 },
  { itemId: '4202', name: 'Flowers in the room', category: 'Treats', price: 45 },
  { itemId: '4203', name: 'Handmade chocolates', category: 'Treats', price: 18.5 },
  { itemId: '4204', name: 'Early check-in (from 12 noon)', category: 'Room', price: 30 },
];
