import * as v from 'valibot';
import { AmountSchema } from './money';
import { ResultSchema } from './result';
import { Id, RequiredSessionFields } from './wire-fields';

const SessionFields = {
  SessionId: v.optional(v.string()),
  WebFolioId: v.optional(Id),
};

/** The gateway's order key: opaque, URL-safe, unguessable. */
export const OrderKeySchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'not an order key'),
);

/** The statuses the hosted payment page reports in its result address (Worldpay-style). */
export const PAYMENT_STATUSES = ['AUTHORISED', 'REFUSED', 'ERROR', 'SHOPPER_CANCELLED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What the hosted payment page reports to the checkout through its result address: amount in
 * minor units (pence), and `mac2`, an HMAC-SHA256 (hex) over
 * `orderKey:paymentAmount:paymentCurrency:paymentStatus` that only the server can compute.
 * `paymentStatus` is any string, so that an unknown status reaches the "other" branch.
 */
export const GatewayResultSchema = v.object({
  orderKey: OrderKeySchema,
  paymentStatus: v.pipe(v.string(), v.maxLength(40)),
  paymentAmount: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'not an amount in minor units')),
  paymentCurrency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'not a currency code')),
  mac2: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'not a mac')),
});
export type GatewayResult = v.InferOutput<typeof GatewayResultSchema>;

/**
 * The gateway's fields as the checkout relays them to the hotel's proxy (booking-engine.md §7,
 * `/rs/checkout` and DoCheckout): the payment page's `mac2` travels as `mac`, the name §7
 * gives it; `status` is the card result the checkout read (`success`).
 */
export const GatewayFieldsSchema = v.object({
  orderKey: OrderKeySchema,
  status: v.pipe(v.string(), v.nonEmpty('status is required'), v.maxLength(40)),
  paymentStatus: GatewayResultSchema.entries.paymentStatus,
  paymentAmount: GatewayResultSchema.entries.paymentAmount,
  paymentCurrency: GatewayResultSchema.entries.paymentCurrency,
  mac: GatewayResultSchema.entries.mac2,
});
export type GatewayFields = v.InferInput<typeof GatewayFieldsSchema>;

/** The payment page's result (mac2) as the wire's gateway fields (mac), with the card result. */
export const gatewayFields = (
  { mac2, ...result }: GatewayResult,
  status = 'success',
): GatewayFields => ({ ...result, status, mac: mac2 });

/** The proxy's gateway fields read back as the payment page's result, to verify its mac. */
export const gatewayResultOf = (fields: v.InferOutput<typeof GatewayFieldsSchema>) => ({
  orderKey: fields.orderKey,
  paymentStatus: fields.paymentStatus,
  paymentAmount: fields.paymentAmount,
  paymentCurrency: fields.paymentCurrency,
  mac2: fields.mac,
});

/**
 * The cart the page saw, as `/rs/checkout` and `/rs/reserve` send it (§7): the web folio's
 * lines and balance, read from `/rs/get-webfolios`. The server books from its own cart; this
 * copy is what the hotel's proxy reads and what it can compare.
 */
export const CartEchoSchema = v.object({
  FolioBalance: AmountSchema,
  FolioItems: v.array(
    v.object({
      Category: v.pipe(v.string(), v.maxLength(40)),
      FolioId: Id,
      FolioItemId: Id,
      Amount: AmountSchema,
    }),
  ),
});
export type CartEcho = v.InferOutput<typeof CartEchoSchema>;

/** The balance the page saw, in pounds. */
const Balance = v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000));

/** `SetCheckout` (booking-engine.md §7): CreateToken also stores the card the guest pays with. */
export const SetCheckoutDataSchema = v.object({
  ...RequiredSessionFields,
  CreateToken: v.optional(v.boolean(), false),
  /**
   * The profile's "Add a card": a card-only order (nothing charged, nothing booked) that leaves
   * the cart and its checkout alone; implies CreateToken.
   */
  CardOnly: v.optional(v.boolean(), false),
  /**
   * The total the guest saw, in pounds (our safety, beyond §7): the order is started only when
   * the cart still comes to it, so the card page never asks for a different sum.
   */
  Balance: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000))),
});
export type SetCheckoutData = v.InferInput<typeof SetCheckoutDataSchema>;
export const SetCheckoutAnswerSchema = v.object({
  Result: ResultSchema,
  /** The hosted payment page to frame. */
  ForwardURL: v.optional(v.nullable(v.pipe(v.string(), v.url())), null),
  /** The order key inside ForwardURL, kept by the checkout for a safe return. */
  OrderKey: v.optional(v.nullable(OrderKeySchema), null),
});
export type SetCheckoutAnswer = v.InferOutput<typeof SetCheckoutAnswerSchema>;

/**
 * `DoCheckout` (§7): finalise a paid order (the gateway's fields) and optionally store the
 * card; the profile's "Add a card" finalises with it.
 */
export const DoCheckoutDataSchema = v.object({
  ...RequiredSessionFields,
  StoreCard: v.boolean(),
  ...GatewayFieldsSchema.entries,
});
export type DoCheckoutData = v.InferInput<typeof DoCheckoutDataSchema>;

/** `POST /rs/checkout` (§7): the cart and balance the page saw, and the gateway's fields. */
export const CheckoutRequestSchema = v.object({
  cart: CartEchoSchema,
  balance: Balance,
  checkout: v.object({ ...GatewayFieldsSchema.entries, StoreCard: v.boolean() }),
});
export type CheckoutRequest = v.InferInput<typeof CheckoutRequestSchema>;

/** Answer of `/rs/checkout`, `DoCheckout` and `/rs/reserve`: the booking reference on success. */
export const CheckoutAnswerSchema = v.object({
  Result: ResultSchema,
  BookingRef: v.optional(v.nullable(v.string()), null),
  /** The session's new (empty) web folio after a finalised booking. */
  WebFolioId: v.optional(v.nullable(Id), null),
});
export type CheckoutAnswer = v.InferOutput<typeof CheckoutAnswerSchema>;

/** `POST /rs/reserve` (§7; balance 0.00): the cart and balance the page saw. */
export const ReserveRequestSchema = v.object({ cart: CartEchoSchema, balance: Balance });
export type ReserveRequest = v.InferInput<typeof ReserveRequestSchema>;

/** Where an order stands, as the server knows it (re-derived after a reload). */
export const ORDER_OUTCOMES = [
  'PENDING',
  'AUTHORISED',
  'FINALISED',
  'REFUSED',
  'ERROR',
  'SHOPPER_CANCELLED',
  'SUPERSEDED',
  'VOIDED',
] as const;
export type OrderOutcome = (typeof ORDER_OUTCOMES)[number];

/** `POST /rs/payment-status`. */
export const PaymentStatusRequestSchema = v.object({ orderKey: OrderKeySchema });
export const PaymentStatusAnswerSchema = v.object({
  Result: ResultSchema,
  State: v.optional(v.nullable(v.picklist(ORDER_OUTCOMES)), null),
  BookingRef: v.optional(v.nullable(v.string()), null),
});
export type PaymentStatusAnswer = v.InferOutput<typeof PaymentStatusAnswerSchema>;

/** `PostPayment` (§7). */
export const PostPaymentDataSchema = v.object({
  ...SessionFields,
  App: v.picklist(['PMS', 'SPA']),
  FolioId: Id,
  Amount: v.pipe(v.number(), v.minValue(0.01), v.maxValue(1_000_000)),
});
export const PostPaymentAnswerSchema = v.object({
  Result: ResultSchema,
  PaymentId: v.optional(v.nullable(Id), null),
});

export type PostPaymentData = v.InferInput<typeof PostPaymentDataSchema>;

/** `UpdateSession` (§7): binds the ResortSuite session to the logged-in customer again. */
export const UpdateSessionDataSchema = v.object({
  ...RequiredSessionFields,
  CustomerId: v.nullable(Id),
  CustomerGUID: v.nullable(v.string()),
});
export type UpdateSessionData = v.InferInput<typeof UpdateSessionDataSchema>;
