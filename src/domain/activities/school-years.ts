/** The school years a school visit may bring (England and Wales), youngest first. */
export const SCHOOL_YEARS = [
  'Nursery',
  'Reception',
  'Year 1',
  'Year 2',
  'Year 3',
  'Year 4',
  'Year 5',
  'Year 6',
  'Year 7',
  'Year 8',
  'Year 9',
  'Year 10',
  'Year 11',
  'Year 12',
  'Year 13',
] as const;
export type SchoolYear = (typeof SCHOOL_YEARS)[number];

/** True when both are school years and `low` is not older than `high` (a range may be one year). */
export function isSchoolYearRange(low: string, high: string): boolean {
  const from = SCHOOL_YEARS.indexOf(low as SchoolYear);
  const to = SCHOOL_YEARS.indexOf(high as SchoolYear);
  return from >= 0 && to >= 0 && from <= to;
}
