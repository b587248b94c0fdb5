import * as v from 'valibot';
import { AmountSchema } from './money';
import { ResultSchema } from './result';
import { Id, SessionFields } from './wire-fields';

/**
 * Gift cards (booking-engine.md §2, §3 "Gift certificate order", §7 FetchGiftCertificates and
 * PurchaseGiftCertificate). The order's schemas are the sandbox's request validation too.
 */

/** One gift certificate on sale: a value with its design. */
export const GiftCertificateSchema = v.object({
  ItemId: Id,
  ItemName: v.string(),
  ItemDesc: v.optional(v.string(), ''),
  Price: AmountSchema,
  /** The design's picture. */
  ImageURL: v.optional(v.nullable(v.string()), null),
});
export type GiftCertificate = v.InferOutput<typeof GiftCertificateSchema>;

export const FetchGiftCertificatesDataSchema = v.object({
  ...SessionFields,
  Language: v.optional(v.string(), 'en'),
});
export const FetchGiftCertificatesAnswerSchema = v.object({
  Result: ResultSchema,
  GiftCertificates: v.optional(v.array(GiftCertificateSchema), []),
});

/** A required line of text: trimmed, not empty, at most `max` characters. */
const Line = (name: string, max: number) =>
  v.pipe(
    v.string(`${name} must be text`),
    v.trim(),
    v.nonEmpty(`${name} is required`),
    v.maxLength(max, `${name} is at most ${max} characters`),
  );
/** An optional line: absent, null or text of at most `max` characters. */
const OptionalLine = (name: string, max: number) =>
  v.optional(
    v.nullable(
      v.pipe(v.string(), v.trim(), v.maxLength(max, `${name} is at most ${max} characters`)),
    ),
    null,
  );

/** Where a posted card goes (method M). Country defaults to United Kingdom (§3). */
export const MailToAddressSchema = v.object({
  type: v.optional(v.picklist(['HOME', 'BUSINESS']), 'HOME'),
  Address1: Line('Address line 1', 100),
  Address2: OptionalLine('Address line 2', 100),
  City: Line('Town or city', 60),
  StateProv: OptionalLine('County', 60),
  Country: v.optional(Line('Country', 60), 'United Kingdom'),
  PostCode: Line('Postcode', 16),
});

const OrderFields = {
  ...SessionFields,
  /** The paying customer when logged in; an anonymous guest's card is bought at checkout. */
  CustomerId: v.optional(v.nullable(Id), null),
  IssueToName: Line("The recipient's name", 60),
  ItemId: Id,
  Layout: v.literal(1, 'Layout must be 1'),
  Message: OptionalLine('The message', 250),
  WrappingId: v.optional(v.nullable(Id), null),
  ShippingId: v.optional(v.nullable(Id), null),
  PackageCertificate: v.optional(v.nullable(v.boolean()), null),
};

/**
 * PurchaseGiftCertificate: by email (E, the recipient's email, no address) or by post (M, the
 * address, no email). The unused method's fields must be cleared (§5).
 */
export const PurchaseGiftCertificateDataSchema = v.variant(
  'Method',
  [
    v.object({
      ...OrderFields,
      Method: v.literal('E'),
      EmailAddress: v.pipe(
        v.string(),
        v.trim(),
        v.email("The recipient's email is not a valid email address"),
        v.maxLength(254),
      ),
      MailToAddress: v.optional(v.null('An email gift card has no postal address'), null),
    }),
    v.object({
      ...OrderFields,
      Method: v.literal('M'),
      EmailAddress: v.optional(v.null('A posted gift card has no email address'), null),
      MailToAddress: MailToAddressSchema,
    }),
  ],
  'Method must be E (email) or M (post)',
);
export type PurchaseGiftCertificateData = v.InferInput<typeof PurchaseGiftCertificateDataSchema>;

export const PurchaseGiftCertificateAnswerSchema = v.object({
  Result: ResultSchema,
  /** The cart line the card became. */
  FolioItemId: v.optional(v.nullable(Id), null),
});
