import * as v from 'valibot';
import { AmountSchema } from './money';
import { innkitField } from './policies';
import { IsoDay } from './wire-fields';

/**
 * A cart's or booking's payment schedule on the wire (issue 32 §2), an innkit extension: what
 * checkout charges today (drip-free: the card page asks for exactly this), the balance left
 * and the hotel day it is due by, and what is paid at the hotel. Made by
 * src/domain/policies/combinedSchedule on the sandbox, worded by scheduleText.
 */
export const PaymentScheduleWireSchema = v.object({
  DueToday: AmountSchema,
  Balance: v.nullable(v.object({ Amount: AmountSchema, Due: IsoDay })),
  AtHotel: v.optional(AmountSchema, 0),
});
export type PaymentScheduleWire = v.InferOutput<typeof PaymentScheduleWireSchema>;

/** The cart's schedule field (`/rs/get-webfolios`). */
export const PaymentScheduleField = innkitField(
  PaymentScheduleWireSchema,
  'what checkout charges today (DueToday, after gift cards), the balance and its due day, and what is paid at the hotel.',
);
