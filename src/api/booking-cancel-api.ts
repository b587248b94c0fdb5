import { CancellationAnswerSchema } from '../schemas/cancellation';
import { rsRequest } from './booking-api';

/** What the cancel calls name (issue 32 §3): the session's ids, the booking and its line. */
export interface CancelRequest {
  SessionId?: string;
  WebFolioId?: string;
  BookingRef: string;
  /** One booked line; null for every line of the booking that can still go. */
  FolioItemId: string | null;
}

/** What cancelling would do now (the fee, the refunds); changes nothing. */
export const quoteCancellation = (data: CancelRequest) =>
  rsRequest(CancellationAnswerSchema, 'QuoteCancellation', { ...data });

/** Cancels, once: a repeat answers the same outcome. */
export const cancelBookedItem = (data: CancelRequest) =>
  rsRequest(CancellationAnswerSchema, 'CancelBookedItem', { ...data });
