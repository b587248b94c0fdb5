import * as v from 'valibot';
import { isSchoolYearRange, SCHOOL_YEARS } from '../../domain/activities/school-years';
import { isTimeAfter } from '../../domain/format/time-of-day';
import {
  ConsentField,
  CountField,
  DayFromToday,
  EmailField,
  type FormRules,
  LONG_TEXT_MAX,
  OptionalCountField,
  OptionalDayFromToday,
  OptionalEmailField,
  OptionalText,
  OptionalTimeField,
  PhoneField,
  RequiredText,
} from './fields';

export const SITE_VISIT_VARIANTS = ['standard', 'school', 'dining'] as const;
export type SiteVisitVariant = (typeof SITE_VISIT_VARIANTS)[number];

/** The table layouts a group may ask for (public-site.md §5). */
export const TABLE_SETUPS = ['Standard table layout', 'Long tables'] as const;

export const SITE_VISIT_LIMITS = {
  adults: { min: 1, max: 500 },
  children: { min: 0, max: 500 },
} as const;

export interface SiteVisitRules extends FormRules {
  /**
   * The form's variant: `school` requires children and offers school years, `dining` offers
   * the dining arrival time. Left out (the server, which is not told the variant), every
   * variant's fields are accepted and only the rules common to all apply.
   */
  variant?: SiteVisitVariant;
}

const OptionalSchoolYear = (label: string) =>
  v.optional(
    v.union([v.literal(''), v.picklist(SCHOOL_YEARS)], `${label} is not a school year`),
    '',
  );

/**
 * A site visit or group enquiry's `formData` (public-site.md §3, §5): contact name, company
 * or school name, phone, email, guests (`adults`) and a preferred date from today required;
 * children required for schools; the school years, when both given, from younger to older;
 * departure after arrival; the second choice, when given, not in the past.
 */
export const siteVisitFormSchema = (rules: SiteVisitRules) => {
  const school = rules.variant === 'school';
  const L = SITE_VISIT_LIMITS;
  return v.pipe(
    v.object({
      name: RequiredText('Contact name'),
      company: RequiredText(school ? 'School name' : 'Company name', 200),
      phone: PhoneField(),
      email: EmailField,
      adults: CountField(
        school ? 'Number of adults' : 'Number of guests',
        L.adults.min,
        L.adults.max,
      ),
      children: school
        ? CountField('Number of children', 1, L.children.max)
        : OptionalCountField('Number of children', L.children.max),
      school_year_low: OptionalSchoolYear('Youngest school year'),
      school_year_high: OptionalSchoolYear('Oldest school year'),
      preferred_visit: DayFromToday('Preferred date', rules),
      second_choice: OptionalDayFromToday('Second choice date', rules),
      arrival_time: OptionalTimeField('Arrival time'),
      departure_time: OptionalTimeField('Departure time'),
      dining_arrival_time: OptionalTimeField('Dining arrival time'),
      table_setup: v.optional(
        v.union([v.literal(''), v.picklist(TABLE_SETUPS)], 'Please choose a table layout'),
        '',
      ),
      message: OptionalText('Message', LONG_TEXT_MAX),
      consent: ConsentField(),
      emailto: OptionalEmailField,
      subject: OptionalText('Subject', 200),
    }),
    v.forward(
      v.partialCheck(
        [['school_year_low'], ['school_year_high']],
        ({ school_year_low: low, school_year_high: high }) =>
          low === '' || high === '' || isSchoolYearRange(low, high),
        'The oldest school year must not be younger than the youngest',
      ),
      ['school_year_high'],
    ),
    v.forward(
      v.partialCheck(
        [['arrival_time'], ['departure_time']],
        ({ arrival_time: arrival, departure_time: departure }) =>
          arrival === '' || departure === '' || isTimeAfter(departure, arrival),
        'Departure time must be after the arrival time',
      ),
      ['departure_time'],
    ),
  );
};
export type SiteVisitForm = v.InferOutput<ReturnType<typeof siteVisitFormSchema>>;
export type SiteVisitFormInput = v.InferInput<ReturnType<typeof siteVisitFormSchema>>;
