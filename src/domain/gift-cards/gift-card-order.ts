import type { GiftDraft } from './gift-card-draft';

/** The session fields the order carries (booking-engine.md §3, "Gift certificate order"). */
export interface GiftOrderSession {
  SessionId?: string;
  WebFolioId?: string | null;
  CustomerId?: string | null;
}

const text = (value: string) => value.trim();
const optional = (value: string) => value.trim() || null;

/**
 * The PurchaseGiftCertificate order of a draft (booking-engine.md §3, Layout 1): the chosen
 * method's fields only. The unused method's fields are cleared (§5): an email order carries no
 * address, a posted one no email, whatever the guest typed before switching.
 */
export function giftCardOrder(draft: GiftDraft, session: GiftOrderSession) {
  const common = {
    SessionId: session.SessionId,
    WebFolioId: session.WebFolioId ?? null,
    CustomerId: session.CustomerId ?? null,
    IssueToName: text(draft.name),
    ItemId: draft.itemId,
    Layout: 1 as const,
    Message: optional(draft.message),
    WrappingId: null,
    ShippingId: null,
    PackageCertificate: null,
  };
  if (draft.method === 'E') {
    return {
      ...common,
      Method: 'E' as const,
      EmailAddress: text(draft.email),
      MailToAddress: null,
    };
  }
  return {
    ...common,
    Method: 'M' as const,
    EmailAddress: null,
    MailToAddress: {
      type: 'HOME' as const,
      Address1: text(draft.address1),
      Address2: optional(draft.address2),
      City: text(draft.city),
      StateProv: optional(draft.county),
      Country: text(draft.country),
      PostCode: text(draft.postcode),
    },
  };
}
export type GiftCardOrder = ReturnType<typeof giftCardOrder>;
