import { paymentParts } from '../../src/domain/checkout/payment-parts';
import type { Repos } from '../db/repos';
import type { CartSnapshot } from './book-folio';

/** The sandbox setting that makes posting to one application fail (tests of issue 15 item 4). */
export const FINALISE_FAILURE_KEY = 'finalise_fail_app';

/**
 * Arms (or, with null, disarms) a failure posting that application's part at finalise: what
 * `POST /sandbox/api/finalise-failure {app}` does (with the X-XSRF-TOKEN header, as every
 * unsafe request), for journeys that hold the sandbox itself.
 */
export function armFinaliseFailure(repos: Pick<Repos, 'settings'>, app: 'PMS' | 'SPA' | null) {
  repos.settings.set(FINALISE_FAILURE_KEY, app ?? '');
}

/** Posting a part of the payment to an application failed: the whole finalise is undone. */
export class PostPaymentFailed extends Error {
  constructor(readonly app: string) {
    super(`PostPayment to ${app} failed`);
  }
}

/**
 * Posts a paid order's parts, PMS then SPA (PostPayment per application, §7), inside the
 * transaction that books its cart: when one fails (injected with the sandbox setting
 * `finalise_fail_app`), it throws, and the booking, the payment record and every part already
 * posted roll back with it — no line is paid but unbooked, no booking unpaid.
 */
export function postPaymentParts(
  repos: Pick<Repos, 'settings' | 'paymentOrders'>,
  orderKey: string,
  cart: CartSnapshot,
  now: number,
): void {
  const giftMinor = (cart.GiftCards ?? []).reduce(
    (sum, card) => sum + Math.round(Number(card.Amount) * 100),
    0,
  );
  const lines = (cart.FolioItems ?? []).map((item) => ({
    Category: item.Category,
    Amount: Number(item.Amount),
  }));
  const failing = repos.settings.get(FINALISE_FAILURE_KEY);
  for (const part of paymentParts(lines, giftMinor)) {
    repos.paymentOrders.postPart(orderKey, part.app, part.amountMinor, now);
    if (failing === part.app) throw new PostPaymentFailed(part.app);
  }
}
