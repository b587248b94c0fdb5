import * as v from 'valibot';
import { AmountSchema } from './money';
import { AppliedGiftCardSchema } from './gift-redemption';
import { ResultSchema } from './result';
import { PaymentScheduleField } from './payment-schedule';

/** The cart categories of booking-engine.md §3, in the order the cart lists them. */
export const CART_CATEGORIES = [
  'Hotel',
  'PMSPayment',
  'SPAPayment',
  'Treatments',
  'Active',
  'Retail',
  'Dining',
] as const;
export type CartCategory = (typeof CART_CATEGORIES)[number];

const Text = v.optional(v.nullable(v.string()), null);
const Count = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null);

export const FolioSpecialServiceSchema = v.object({
  PMSSpecialService: v.object({ PMSSpecialServiceName: v.string() }),
  PMSFolioSpecialServiceId: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  Qty: v.optional(v.number(), 1),
  ScheduledDateTime: Text,
  ExtPrice: v.optional(AmountSchema, 0),
  /** What the guest chose or wrote for it (a dog's size, a bed, a note, allergies). */
  Comments: Text,
});
export type FolioSpecialService = v.InferOutput<typeof FolioSpecialServiceSchema>;

/** One line of the cart (a ResortSuite WebFolioItem). */
export const WebFolioItemSchema = v.object({
  Category: v.picklist(CART_CATEGORIES),
  FolioId: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  FolioItemId: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  Details: v.optional(v.string(), ''),
  RateDetails: Text,
  Amount: AmountSchema,
  FolioTotal: v.optional(v.nullable(AmountSchema), null),
  ImageURL: Text,
  Location: Text,
  GuestRequest: Text,
  StartDate: Text,
  FinishDate: Text,
  Nights: Count,
  Adults: Count,
  Children: Count,
  Youth: Count,
  CustomerName: Text,
  SpecialServices: v.optional(v.array(FolioSpecialServiceSchema), []),
});
export type WebFolioItem = v.InferOutput<typeof WebFolioItemSchema>;

/** `GET /rs/get-webfolios`: the cart of the current session. */
export const CartAnswerSchema = v.object({
  Result: ResultSchema,
  FolioBalance: AmountSchema,
  Guaranteed: v.optional(v.boolean(), false),
  FolioItems: v.optional(v.array(WebFolioItemSchema), []),
  /**
   * Gift cards applied to the cart (our extension, issue 15 item 3): FolioBalance is the lines'
   * sum less what these pay.
   */
  GiftCards: v.optional(v.array(AppliedGiftCardSchema), []),
  /** innkit extension (issue 32 §2): what checkout charges today and what is left for later. */
  PaymentSchedule: PaymentScheduleField,
});
export type CartAnswer = v.InferOutput<typeof CartAnswerSchema>;
