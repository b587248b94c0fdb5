import { cancellationOutcomeText } from '../../src/domain/policies';
import type { Cancellation } from '../../src/schemas/cancellation';
import type { CustomerRow } from '../db/rows';
import type { Repos } from '../db/repos';
import { formatMoney } from '../../src/domain/format/format-money';
import { CANCEL_TEXT } from './cancel-text';

/** Mails the guest the cancellation confirmation (the sandbox mailbox): what went, what back. */
export function mailCancellation(
  repos: Pick<Repos, 'account'>,
  customer: CustomerRow,
  cancellation: Cancellation,
  now: number,
): void {
  const lines = cancellation.Lines.map(
    (line) => `${line.Details || line.Category}: ${formatMoney(line.Amount)}, cancelled`,
  );
  const outcome = cancellationOutcomeText({
    fee: cancellation.Fee,
    cardRefund: cancellation.CardRefund,
    giftCardRefund: cancellation.GiftCardRefund,
    cardLastFour: cancellation.CardLastFour,
  });
  repos.account.sendMail({
    recipient: customer.email,
    subject: CANCEL_TEXT.mailSubject(cancellation.BookingRef),
    body: [
      `Hello ${customer.first_name}, your cancellation of booking ${cancellation.BookingRef} is confirmed.`,
      ...lines,
      ...outcome.map((sentence) => `${sentence}.`),
    ].join('\n'),
    link: null,
    created_at: now,
  });
}
