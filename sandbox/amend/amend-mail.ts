import { amendedText } from '../../src/domain/amend';
import { formatDate } from '../../src/domain/format/format-date';
import type { Amendment } from '../../src/schemas/amendment';
import type { Repos } from '../db/repos';
import type { CustomerRow } from '../db/rows';

/** Mails the guest the changed booking (the sandbox mailbox): the new stay, what it cost. */
export function mailAmendment(
  repos: Pick<Repos, 'account'>,
  customer: CustomerRow,
  amendment: Amendment,
  now: number,
): void {
  const party = `${amendment.Adults} adult${amendment.Adults === 1 ? '' : 's'}${
    amendment.Children
      ? `, ${amendment.Children} child${amendment.Children === 1 ? '' : 'ren'}`
      : ''
  }`;
  repos.account.sendMail({
    recipient: customer.email,
    subject: `Your changed booking: ${amendment.BookingRef}`,
    body: [
      `Hello ${customer.first_name}, your booking ${amendment.BookingRef} has been changed.`,
      `${amendment.Details || 'Your room'}: ${formatDate(amendment.ArrivalDate)} to ${formatDate(amendment.DepartureDate)}, ${party}.`,
      amendedText(amendment.ToPay, amendment.Refund),
    ].join('\n'),
    link: null,
    created_at: now,
  });
}
