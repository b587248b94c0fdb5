import * as v from 'valibot';
import { isIsoDay } from '../../domain/calendar/calendar-day';
import { isOnOrAfter } from '../../domain/calendar/on-or-after';
import { PHONE_PATTERN } from '../../domain/forms/phone';
import { TIME_OF_DAY_PATTERN } from '../../domain/format/time-of-day';

/**
 * Field builders shared by the form schemas: each gives a plain-English message that a form
 * shows next to its field. Text is trimmed before it is checked.
 */

/** What the rules of a form need to know that the form itself does not carry. */
export interface FormRules {
  /** The hotel's today (YYYY-MM-DD, Europe/London): no date field may be before it. */
  today: string;
}

export const SHORT_TEXT_MAX = 100;
export const LONG_TEXT_MAX = 5000;

/*
 * Required fields start with `v.optional(…, '')`: a key that is missing altogether then gets
 * the same plain "… is required" message as an empty one (valibot's own missing-key message
 * is not for guests), and the object still refuses it through the non-empty check.
 */

export const RequiredText = (label: string, max = SHORT_TEXT_MAX) =>
  v.pipe(
    v.optional(v.string(`${label} is required`), ''),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

export const OptionalText = (label: string, max = SHORT_TEXT_MAX) =>
  v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters`)),
    '',
  );

const EmailFormat = v.pipe(v.string(), v.email());
const isEmail = (value: string) => v.is(EmailFormat, value);

/* A field that is empty gets only its "is required" message, not a format one as well. */

export const EmailField = v.pipe(
  v.optional(v.string('Email is required'), ''),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.maxLength(254, 'Email must be at most 254 characters'),
  v.check((value) => value === '' || isEmail(value), 'Please enter a valid email address'),
);

/** An address the enquiry is sent to (set by the page, not the guest): an email or empty. */
export const OptionalEmailField = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(254),
    v.check(
      (value) => value === '' || v.is(EmailField, value),
      'Please enter a valid email address',
    ),
  ),
  '',
);

const PHONE_MESSAGE = 'Please enter a valid phone number (digits, spaces, +, - and brackets)';

export const PhoneField = (label = 'Phone number') =>
  v.pipe(
    v.optional(v.string(`${label} is required`), ''),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(40, `${label} must be at most 40 characters`),
    v.check((value) => value === '' || PHONE_PATTERN.test(value), PHONE_MESSAGE),
  );

/** A phone number that may be left empty, but must be valid when given. */
export const OptionalPhoneField = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(40, 'Phone number must be at most 40 characters'),
    v.check((value) => value === '' || PHONE_PATTERN.test(value), PHONE_MESSAGE),
  ),
  '',
);

/** A yes/no answer as the forms post it: the string 'true' or 'false' (default 'false'). */
export const ConsentField = (fallback: 'true' | 'false' = 'false') =>
  v.optional(v.picklist(['true', 'false'], 'Please answer yes or no'), fallback);

/** A calendar date YYYY-MM-DD, not before `today`. */
export const DayFromToday = (label: string, rules: FormRules) =>
  v.pipe(
    v.optional(v.string(`${label} is required`), ''),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.check((day) => day === '' || isIsoDay(day), `${label} must be a date`),
    v.check(
      (day) => !isIsoDay(day) || isOnOrAfter(day, rules.today),
      `${label} cannot be in the past`,
    ),
  );

/** An optional calendar date; when given, not before `today`. */
export const OptionalDayFromToday = (label: string, rules: FormRules) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((day) => day === '' || isIsoDay(day), `${label} must be a date`),
      v.check(
        (day) => day === '' || isOnOrAfter(day, rules.today),
        `${label} cannot be in the past`,
      ),
    ),
    '',
  );

/** An optional 24-hour time of day, HH:mm. */
export const OptionalTimeField = (label: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (time) => time === '' || TIME_OF_DAY_PATTERN.test(time),
        `${label} must be a time such as 14:30`,
      ),
    ),
    '',
  );

const WHOLE_NUMBER = /^\d{1,6}$/;
const isBlank = (value: number | string) => typeof value === 'string' && value.trim() === '';
const isWhole = (value: number | string) =>
  typeof value === 'number' ? Number.isInteger(value) : WHOLE_NUMBER.test(value.trim());

/**
 * A whole number from `min` to `max`. A form may post it as a number or as the string an
 * input gives ('3'); it is read as a number. Empty means missing.
 */
export const CountField = (label: string, min: number, max: number) =>
  v.pipe(
    v.optional(v.union([v.number(), v.string()], `${label} is required`), ''),
    v.check((value) => !isBlank(value), `${label} is required`),
    v.check((value) => isBlank(value) || isWhole(value), `${label} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${label} must be at least ${min}`),
    v.maxValue(max, `${label} must be at most ${max}`),
  );

/** A count that may be left empty or out (read as 0). */
export const OptionalCountField = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.union([v.number(), v.string()], `${label} must be a whole number`),
      v.check((value) => isBlank(value) || isWhole(value), `${label} must be a whole number`),
      v.transform((value) => (isBlank(value) ? 0 : Number(value))),
      v.minValue(0, `${label} cannot be negative`),
      v.maxValue(max, `${label} must be at most ${max}`),
    ),
    0,
  );

/** A Mailchimp list (audience) id as the sandbox and the forms name it. */
export const ListIdField = v.pipe(
  v.optional(v.string('Please choose a mailing list'), ''),
  v.trim(),
  v.nonEmpty('Please choose a mailing list'),
  v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'This is not a mailing list we know'),
);
