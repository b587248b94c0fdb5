import { formatMoney } from '../format/format-money';

export interface CancellationOutcome {
  fee: number;
  cardRefund: number;
  giftCardRefund: number;
  /** The paying card's last four digits, when a card paid. */
  cardLastFour?: string | null;
}

/**
 * What a cancel does, in the guest's words, before they confirm and after (issue 32 §3): the
 * fee kept, then where each pound goes back — "£132.00 is kept as the cancellation fee; £132.00
 * back", "£264.00 back to the card ending 1111 within 5–10 days", "£20.00 back on the gift
 * card's balance at once". One sentence a line.
 */
export function cancellationOutcomeText(outcome: CancellationOutcome): string[] {
  const { fee, cardRefund, giftCardRefund, cardLastFour } = outcome;
  const back = Math.round((cardRefund + giftCardRefund) * 100) / 100;
  const lines: string[] = [];
  if (fee > 0) {
    lines.push(
      back > 0
        ? `${formatMoney(fee)} is kept as the cancellation fee; ${formatMoney(back)} back`
        : `${formatMoney(fee)} is kept as the cancellation fee; nothing is refunded`,
    );
  }
  if (cardRefund > 0) {
    const card = cardLastFour ? `the card ending ${cardLastFour}` : 'the card you paid with';
    lines.push(`${formatMoney(cardRefund)} back to ${card} within 5–10 days`);
  }
  if (giftCardRefund > 0) {
    lines.push(`${formatMoney(giftCardRefund)} back on the gift card’s balance at once`);
  }
  if (!lines.length) lines.push('Nothing was paid, so there is nothing to refund');
  return lines;
}

/** The outcome announced once cancelled: "Cancelled. £264.00 back to the card ending 1111 …". */
export function cancelledText(outcome: CancellationOutcome): string {
  return `Cancelled. ${cancellationOutcomeText(outcome).join('. ')}.`;
}
