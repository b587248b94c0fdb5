/** A posted card's address, as the order carries it. */
export interface GiftAddress {
  Address1: string;
  Address2?: string | null;
  City: string;
  StateProv?: string | null;
  PostCode: string;
  Country: string;
}

/** The address on one line: "2 Harbour Street, Whitby, YO21 3PP, United Kingdom". */
export const giftAddressLine = (a: GiftAddress) =>
  [a.Address1, a.Address2, a.City, a.StateProv, a.PostCode, a.Country]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(', ');

/** How the card travels, as the cart line says it ("By email to …", "By post to …"). */
export function giftDeliveryText(
  order: { Method: 'E'; EmailAddress: string } | { Method: 'M'; MailToAddress: GiftAddress },
): string {
  return order.Method === 'E'
    ? `By email to ${order.EmailAddress}`
    : `By post to ${giftAddressLine(order.MailToAddress)}`;
}
