import type * as v from 'valibot';
import {
  ApplyGiftCardToBalanceDataSchema,
  PayBalanceDataSchema,
  StartBalancePaymentDataSchema,
} from '../balance';

/** A `/rs/request` call as CONTRACT_CALLS (calls.ts) lists it. */
interface BalanceCall {
  name: string;
  httpMethod: 'POST';
  path: string;
  rsMethod: string;
  carries: 'body';
  schema: v.GenericSchema;
  required: string[];
  example: unknown;
  beyondSpec: string;
}

const SESSION = { SessionId: 'b7d1c3e0-session', WebFolioId: '1001' };
const REQUIRED = ['SessionId', 'WebFolioId', 'BookingRef'];
const ORDER = {
  orderKey: 'k3Yb9QmR2xVt7LpW',
  status: 'success',
  paymentStatus: 'AUTHORISED',
  paymentAmount: '18700',
  paymentCurrency: 'GBP',
  mac: 'a'.repeat(64),
};

const rs = (
  method: string,
  schema: v.GenericSchema,
  required: string[],
  example: unknown,
  beyondSpec: string,
): BalanceCall => ({
  name: method,
  httpMethod: 'POST',
  path: '/rs/request',
  rsMethod: method,
  carries: 'body',
  schema,
  required,
  example,
  beyondSpec,
});

/** Pay balance's calls (issue 32 §2): innkit extensions of booking-engine.md §7. */
export const BALANCE_CALLS: readonly BalanceCall[] = [
  rs(
    'StartBalancePayment',
    StartBalancePaymentDataSchema,
    [...REQUIRED, 'Balance'],
    { ...SESSION, BookingRef: 'LK100001', Balance: 187 },
    'innkit extension (issue 32 §2): starts a hosted card page order for what a deposit ' +
      'booking still owes, by its owner only and only for the balance the guest saw (Balance, ' +
      'pounds); answers ForwardURL and OrderKey as SetCheckout does.',
  ),
  rs(
    'ApplyGiftCardToBalance',
    ApplyGiftCardToBalanceDataSchema,
    [...REQUIRED, 'Code'],
    { ...SESSION, BookingRef: 'LK100001', Code: 'ABCD-EFGH-JK23' },
    'innkit extension (issue 32 §2): a gift card pays what it can of a booking’s balance at ' +
      'once (spent on the booking as at checkout); answers Paid and the Balance left.',
  ),
  rs(
    'PayBalance',
    PayBalanceDataSchema,
    [...REQUIRED, ...Object.keys(ORDER)],
    { ...SESSION, BookingRef: 'LK100001', ...ORDER },
    'innkit extension (issue 32 §2): the card page’s result for a balance order (mac as ' +
      'DoCheckout’s), verified and recorded once per order: a replay or a second tab answers ' +
      'the same; a booking cancelled or paid meanwhile voids the order (nothing charged).',
  ),
];
