import * as v from 'valibot';
import { ResultSchema } from './result';

const Name = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(60));

/**
 * `POST /rs/tempSpaAccount` with method CreateCustomer (booking-engine.md §6, §7): the
 * temporary customer an anonymous guest's spa and activity bookings are made for.
 */
export const TempSpaAccountRequestSchema = v.object({
  method: v.literal('CreateCustomer', 'method must be CreateCustomer'),
  data: v.object({
    NewCustomer: v.object({
      Name: v.object({
        Salutation: v.optional(v.string(), ''),
        FirstName: Name,
        LastName: Name,
      }),
      EmailAddress: v.pipe(
        v.string(),
        v.trim(),
        v.email('a valid email address'),
        v.maxLength(120),
      ),
    }),
    ContactLogs: v.optional(v.array(v.unknown()), []),
  }),
});
export type TempSpaAccountRequest = v.InferInput<typeof TempSpaAccountRequestSchema>;

export const TempSpaAccountAnswerSchema = v.object({
  Result: ResultSchema,
  CustomerId: v.optional(
    v.nullable(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
    null,
  ),
});
export type TempSpaAccountAnswer = v.InferOutput<typeof TempSpaAccountAnswerSchema>;
