import { randomInt } from 'node:crypto';
import { giftDeliveryText } from '../../src/domain/gift-cards/gift-delivery-text';
import {
  FetchGiftCertificatesAnswerSchema,
  FetchGiftCertificatesDataSchema,
  PurchaseGiftCertificateAnswerSchema,
  PurchaseGiftCertificateDataSchema,
} from '../../src/schemas/gift-cards';
import { classCustomers } from '../activities/class-customer';
import { answer } from '../http/answer';
import { SUCCESS, fail } from '../http/results';
import { rsMethod } from '../request/rs-method';

export const NO_SUCH_CARD = 'Sorry, that gift card is not available. Please choose another value.';
export const NOT_YOUR_CUSTOMER = 'That customer is not on this booking session.';

/** The retail folio a cart's gift cards are lines of. */
const retailFolioId = () => String(randomInt(5_000_000, 6_000_000));

/** The gift card `/rs/request` methods (booking-engine.md §7). */
export const GIFT_METHODS = {
  FetchGiftCertificates: rsMethod({
    data: FetchGiftCertificatesDataSchema,
    run: (c) =>
      answer(c, FetchGiftCertificatesAnswerSchema, {
        Result: SUCCESS,
        GiftCertificates: c.var.deps.repos.giftCards.catalogue().map((item) => ({
          ItemId: item.item_id,
          ItemName: item.name,
          ItemDesc: item.description,
          Price: item.price,
          ImageURL: item.image_url,
        })),
      }),
  }),

  /**
   * An order (Layout 1, §3) becomes a Retail cart line naming the recipient (CustomerName),
   * its value and how it travels; the card itself is issued once the cart is paid.
   */
  PurchaseGiftCertificate: rsMethod({
    data: PurchaseGiftCertificateDataSchema,
    run(c, session, data) {
      const reply = (text: string) =>
        answer(c, PurchaseGiftCertificateAnswerSchema, { Result: fail(text) });
      const { giftCards, folios } = c.var.deps.repos;
      const item = giftCards.find(data.ItemId);
      if (!item) return reply(NO_SUCH_CARD);
      if (data.CustomerId !== null && !classCustomers(c, session).includes(Number(data.CustomerId)))
        return reply(NOT_YOUR_CUSTOMER);
      const now = c.var.deps.nowMs();
      const lineId = folios.transaction(() => {
        const id = folios.addItem(
          session.web_folio_id,
          {
            folioId: retailFolioId(),
            category: 'Retail',
            details: item.name,
            amount: item.price,
            extra: {
              CustomerName: data.IssueToName,
              RateDetails: giftDeliveryText(data),
              GuestRequest: data.Message,
              ImageURL: item.image_url,
            },
          },
          now,
        );
        giftCards.add(
          {
            folioItemId: id,
            itemId: item.item_id,
            valueMinor: Math.round(item.price * 100),
            issueToName: data.IssueToName,
            method: data.Method,
            email: data.Method === 'E' ? data.EmailAddress : null,
            addressJson: data.Method === 'M' ? JSON.stringify(data.MailToAddress) : null,
            message: data.Message,
          },
          now,
        );
        return id;
      });
      return answer(c, PurchaseGiftCertificateAnswerSchema, {
        Result: SUCCESS,
        FolioItemId: String(lineId),
      });
    },
  }),
};
