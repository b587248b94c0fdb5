import { AmendBookedItemDataSchema, ConfirmAmendmentDataSchema } from '../amendment';
import type * as v from 'valibot';

/** A `/rs/request` call as CONTRACT_CALLS (calls.ts) lists it. */
interface AmendCall {
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
const AMEND_REQUIRED = [
  'SessionId',
  'WebFolioId',
  'BookingRef',
  'FolioItemId',
  'ArrivalDate',
  'DepartureDate',
  'Adults',
  'Children',
];
const AMEND_EXAMPLE = {
  ...SESSION,
  BookingRef: 'LK100001',
  FolioItemId: '6',
  ArrivalDate: '2026-12-05',
  DepartureDate: '2026-12-08',
  Adults: 2,
  Children: 0,
};

const rs = (
  method: string,
  schema: v.GenericSchema,
  required: string[],
  example: unknown,
  beyondSpec: string,
): AmendCall => ({
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

/** Amend's calls (issue 32 §4): innkit extensions of booking-engine.md §7. */
export const AMEND_CALLS: readonly AmendCall[] = [
  rs(
    'QuoteAmendment',
    AmendBookedItemDataSchema,
    AMEND_REQUIRED,
    AMEND_EXAMPLE,
    'innkit extension (issue 32): what changing a booked room (FolioItemId) to other dates or ' +
      'another party on the same room and rate would cost now, priced as a new booking, with ' +
      'the difference to pay or to refund. Changes nothing. Owner only; refused past the free ' +
      'cancellation deadline and on a non-refundable rate.',
  ),
  rs(
    'AmendBookedItem',
    AmendBookedItemDataSchema,
    AMEND_REQUIRED,
    AMEND_EXAMPLE,
    'innkit extension (issue 32): makes the change QuoteAmendment priced. Nothing to pay: the ' +
      'room moves at once and the difference goes back through the payment service (never ' +
      'above what was paid less earlier refunds). Something to pay: the new nights are held ' +
      'and the answer names the hosted card page (ForwardURL, OrderKey); the booking stays as ' +
      'it was until ConfirmAmendment. Idempotent: a repeat answers the same page or outcome.',
  ),
  rs(
    'ConfirmAmendment',
    ConfirmAmendmentDataSchema,
    [
      'SessionId',
      'WebFolioId',
      'orderKey',
      'status',
      'paymentStatus',
      'paymentAmount',
      'paymentCurrency',
      'mac',
    ],
    {
      ...SESSION,
      orderKey: 'k3Yb9QmR2xVt7LpW',
      paymentStatus: 'AUTHORISED',
      paymentAmount: '4000',
      paymentCurrency: 'GBP',
      status: 'success',
      mac: 'a'.repeat(64),
    },
    'innkit extension (issue 32): the hosted card page’s mac-signed result for an ' +
      'amendment’s payment: paid, the room moves and the payment is recorded, once; not paid, ' +
      'or the new nights gone meanwhile, nothing is charged and the booking stays as it was.',
  ),
];
