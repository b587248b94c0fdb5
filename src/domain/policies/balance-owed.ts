/** One booked line as the balance sees it, in pence. */
export interface OwedLine {
  amountMinor: number;
  /** Paid at the hotel (an at-hotel plan): never part of the balance paid online. */
  atHotel: boolean;
  /** Set once cancelled: the fee kept for it. */
  cancelledFeeMinor: number | null;
}

/**
 * What a booking still owes online, in pence (issue 32 §2): the lines not cancelled and the
 * fees kept for those that were, less what was paid net of refunds (card and gift cards) —
 * never below 0, and 0 once nothing of the booking is left (a cancelled booking is never
 * charged again). The sandbox charges Pay balance by it; the cancel refunds by its mirror,
 * `refundAllowance`.
 */
export function balanceOwed(lines: readonly OwedLine[], netPaidMinor: number): number {
  if (!lines.some((line) => line.cancelledFeeMinor === null && !line.atHotel)) return 0;
  return Math.max(0, owedMinor(lines) - netPaidMinor);
}

/** What the booking comes to online: the open lines and the fees kept. */
function owedMinor(lines: readonly OwedLine[]): number {
  return lines.reduce(
    (sum, line) => sum + (line.atHotel ? 0 : (line.cancelledFeeMinor ?? line.amountMinor)),
    0,
  );
}

/**
 * The most a cancel may give back, in pence: what was paid net of refunds, less what the
 * booking still comes to once these lines are cancelled with their fees (`lines` as they will
 * be). A deposit booking cancelled late keeps the deposit up to the fee, not more.
 */
export function refundAllowance(lines: readonly OwedLine[], netPaidMinor: number): number {
  return Math.max(0, netPaidMinor - owedMinor(lines));
}
