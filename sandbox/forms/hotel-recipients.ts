import type { FormKind } from '../../src/schemas/forms/endpoints';

/**
 * The hotel's own addresses a web form may be delivered to (issue 34 item 8). The page names
 * one (`mailto` on the booking enquiry, `emailto` on the site-visit and combined-stay forms,
 * public-site.md §3) and the field stays as the contract has it, but a post is only ever
 * delivered to an address on this list: whoever crafts a post cannot make the hotel mail an
 * address they chose. A back end keeps its own list, in its own configuration.
 */
export const HOTEL_ADDRESSES: readonly string[] = [
  'stay@the-lake.example',
  'groups@the-lake.example',
  'dining@the-lake.example',
  'events@seaside.example',
  'rooms@the-inn.example',
  'stay@inn.example',
  'reservations@lake.example',
  'groups@lake.example',
  'bookings@example.com',
  'events@example.com',
  'golf@example.com',
];

/** Where a post goes when the page named no address, or one not on the list. */
export const DEFAULT_RECIPIENT = 'stay@the-lake.example';

/** What each form is called at the head of the subject the hotel's staff read. */
const FORM_TITLES: Record<FormKind, string> = {
  contact: 'Contact form',
  booking: 'Booking enquiry',
  competition: 'Competition entry',
  subscribe: 'Newsletter sign-up',
  multiSubscribe: 'Newsletter sign-up',
  siteVisit: 'Site visit request',
  combinedStay: 'Combined stay enquiry',
};

const listed = new Map(HOTEL_ADDRESSES.map((address) => [address.toLowerCase(), address]));

/** The hotel's address the post is delivered to: the named one when listed, else the default. */
export function deliveryAddress(named: unknown): string {
  const key = typeof named === 'string' ? named.trim().toLowerCase() : '';
  return listed.get(key) ?? DEFAULT_RECIPIENT;
}

/**
 * The delivered subject: the form's own title, then the page's words on one line (no control,
 * line-break or direction-override characters: no header can be added), at most 120 of them.
 */
export function deliverySubject(kind: FormKind, subject: unknown): string {
  const title = FORM_TITLES[kind];
  const words =
    typeof subject === 'string'
      ? subject
          .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 120)
      : '';
  return words && words.toLowerCase() !== title.toLowerCase() ? `${title}: ${words}` : title;
}

/** Where and under which subject a stored post is delivered (the page's fields mapped). */
export function delivery(kind: FormKind, formData: Record<string, unknown>) {
  return {
    to: deliveryAddress(formData.mailto ?? formData.emailto),
    subject: deliverySubject(kind, formData.subject),
  };
}
