import { describe, expect, it } from 'vitest';
import { isSchoolYearRange, SCHOOL_YEARS } from './school-years';

describe('isSchoolYearRange', () => {
  it('accepts a range from younger to older, or a single year', () => {
    expect(isSchoolYearRange('Reception', 'Year 2')).toBe(true);
    expect(isSchoolYearRange('Year 9', 'Year 9')).toBe(true);
    expect(isSchoolYearRange('Nursery', 'Year 13')).toBe(true);
  });
  it('lists the years youngest first', () => {
    expect(SCHOOL_YEARS[0]).toBe('Nursery');
    expect(SCHOOL_YEARS.at(-1)).toBe('Year 13');
  });
  it('refuses a reversed range and unknown years', () => {
    expect(isSchoolYearRange('Year 10', 'Year 2')).toBe(false);
    expect(isSchoolYearRange('Year 14', 'Year 2')).toBe(false);
    expect(isSchoolYearRange('Reception', '')).toBe(false);
  });
});
