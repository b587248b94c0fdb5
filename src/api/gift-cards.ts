import type * as v from 'valibot';
import {
  FetchGiftCertificatesAnswerSchema,
  type FetchGiftCertificatesDataSchema,
  PurchaseGiftCertificateAnswerSchema,
  type PurchaseGiftCertificateDataSchema,
} from '../schemas/gift-cards';
import { rsMethodCall } from './rs-method-call';

/** FetchGiftCertificates: the gift card values on sale, each with its design (§7). */
export const fetchGiftCertificates = (data: v.InferInput<typeof FetchGiftCertificatesDataSchema>) =>
  rsMethodCall(FetchGiftCertificatesAnswerSchema, 'FetchGiftCertificates', data);

/** PurchaseGiftCertificate: a gift card order (Layout 1), added to the cart as a Retail line. */
export const purchaseGiftCertificate = (
  data: v.InferInput<typeof PurchaseGiftCertificateDataSchema>,
) => rsMethodCall(PurchaseGiftCertificateAnswerSchema, 'PurchaseGiftCertificate', data);
