/**
 * Special-service names never offered in the post-stay extras list (booking-engine.md §5):
 * they are choices made while booking, not extras to add afterwards.
 */
export const EXCLUDED_EXTRA_NAMES = [
  'cot',
  'extra bed',
  'twin',
  'double',
  'late arrival',
  'anniversary',
  'special occasion',
  'allergies',
  'guest note',
  'honeymoon',
  'dogs',
] as const;
