import * as v from 'valibot';

/**
 * An amount in pounds as ResortSuite sends it: a number, or a decimal string such as "12.50".
 * Always read as a number of pounds.
 */
export const AmountSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/, 'not an amount'))]),
  v.transform(Number),
  v.finite(),
);
