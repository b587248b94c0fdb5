import { AmendmentAnswerSchema } from '../schemas/amendment';
import type { GatewayResult } from '../schemas/checkout';
import { gatewayFields } from '../schemas/checkout';
import { rsRequest } from './booking-api';

/** What the amend calls name (issue 32 §4): the session's ids, the booked room, the change. */
export interface AmendRequest {
  SessionId?: string;
  WebFolioId?: string;
  BookingRef: string;
  FolioItemId: string;
  ArrivalDate: string;
  DepartureDate: string;
  Adults: number;
  Children: number;
}

/** What the change would cost now, priced as a new booking; changes nothing. */
export const quoteAmendment = (data: AmendRequest) =>
  rsRequest(AmendmentAnswerSchema, 'QuoteAmendment', { ...data });

/** Makes the change (nothing to pay), or opens its card page; a repeat answers the same. */
export const amendBookedItem = (data: AmendRequest) =>
  rsRequest(AmendmentAnswerSchema, 'AmendBookedItem', { ...data });

/** The card page's result for the change, relayed as §7's gateway fields (mac2 as mac). */
export const confirmAmendment = (
  session: { SessionId?: string; WebFolioId?: string },
  result: GatewayResult,
) => rsRequest(AmendmentAnswerSchema, 'ConfirmAmendment', { ...session, ...gatewayFields(result) });
