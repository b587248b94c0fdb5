import { partySizeError } from './party-size';

export interface ReservationInput {
  promotionId: string;
  party: number;
  time: string;
  requests: string;
}

export type ReservationErrors = Partial<
  Record<'promotionId' | 'party' | 'time' | 'requests', string>
>;

export const REQUESTS_MAX = 500;
export const RESERVATION_MESSAGES = {
  restaurant: 'Please choose a restaurant.',
  time: 'Please choose a time.',
  requests: `Please keep special requests under ${REQUESTS_MAX} characters.`,
} as const;

/** What is wrong with a reservation form, per field (none: it can be sent). */
export function reservationErrors(input: ReservationInput): ReservationErrors {
  const errors: ReservationErrors = {};
  if (!input.promotionId) errors.promotionId = RESERVATION_MESSAGES.restaurant;
  const party = partySizeError(input.party);
  if (party) errors.party = party;
  if (!input.time) errors.time = RESERVATION_MESSAGES.time;
  if (input.requests.length > REQUESTS_MAX) errors.requests = RESERVATION_MESSAGES.requests;
  return errors;
}
