import { randomBytes } from 'node:crypto';
import { addDays } from '../../src/domain/calendar/calendar-day';
import { cartAnswer } from '../cart/cart-answer';
import { sampleHotelItem } from '../cart/sample-hotel-item';
import { bookFolio } from '../checkout/book-folio';
import type { Repos } from '../db/repos';

/**
 * Books a deposit stay for a customer as a paid checkout would (journeys and benches: "the
 * guest with a balance to pay"), without the payment page: the first night paid by card
 * (ending 1111), the rest due on `due`. The booking's reference.
 */
export function bookDepositStayFor(
  repos: Repos,
  customerId: number,
  stay: { arrival: string; nights: number; due: string },
  now: number,
): string {
  const webFolioId = repos.folios.create(now);
  const room = sampleHotelItem(stay.arrival);
  const finishDate = addDays(stay.arrival, stay.nights);
  repos.folios.addItem(webFolioId, { ...room, finishDate, nights: stay.nights }, now);
  const answer = cartAnswer(repos, webFolioId);
  const totalMinor = Math.round(Number(answer.FolioBalance) * 100);
  const depositMinor = Math.round(totalMinor / stay.nights);
  const cart = {
    ...answer,
    PaymentSchedule: {
      DueToday: depositMinor / 100,
      Balance: { Amount: (totalMinor - depositMinor) / 100, Due: stay.due },
      AtHotel: 0,
    },
  };
  const orderKey = randomBytes(18).toString('base64url');
  return repos.folios.transaction(() => {
    repos.paymentOrders.create(
      {
        orderKey,
        webFolioId,
        customerId,
        amountMinor: depositMinor,
        currency: 'GBP',
        createToken: false,
        cartJson: JSON.stringify(cart),
        resultUrl: 'http://127.0.0.1/rs/payment-result',
      },
      now,
    );
    const card = {
      token: `tok_${orderKey}`,
      cardType: 'VISA',
      lastFour: '1111',
      holder: 'Guest',
      expiryMmYy: '1239',
    };
    repos.paymentOrders.settle(orderKey, 'AUTHORISED', card, now);
    const order = repos.paymentOrders.find(orderKey);
    if (!order) throw new Error('deposit order missing');
    repos.paymentOrders.recordPayment(order, now);
    const booking = { webFolioId, customerId, orderKey, amountMinor: depositMinor, cart };
    const { ref } = bookFolio(repos, booking, now);
    repos.paymentOrders.markFinalised(orderKey, ref, now);
    return ref;
  });
}
