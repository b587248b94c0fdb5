import { atom } from 'nanostores';
import { createClassBooking, fetchConflictingBookings } from '../../api/activities';
import type { SpaClass } from '../../schemas/activities';
import { $session } from '../index';
import { ensureBookingCustomer } from './temporary-customer';
import { type ChangeOutcome, runChange } from './rs-outcome-handler';

/** The session (SpaClassId) a single place is being added to, while it is. */
export const $activityAdding = atom<string | null>(null);

/**
 * Book one place (booking-engine.md §4): the customer (logged in, or a temporary one made
 * now), the conflict check (its answer is not used), then CreateClassBooking. SESSION FAIL
 * or ErrorId 1002 goes through the expired notice; any other failure comes back in plain
 * words. The cart is not refreshed here (see addActivity, bookPlaces).
 */
export async function bookOnePlace(session: SpaClass, itemId: string): Promise<ChangeOutcome> {
  const customer = await ensureBookingCustomer();
  if (!customer.ok) return customer;
  const ids = $session.get();
  const sessionFields = { SessionId: ids?.SessionId, WebFolioId: ids?.WebFolioId ?? null };
  try {
    await fetchConflictingBookings({
      ...sessionFields,
      CustomerId: customer.customerId,
      SpaItemId: itemId,
      StartDateTime: session.StartTime,
    });
  } catch {
    // The check's result is not used (booking-engine.md §7): the booking goes ahead.
  }
  const data = {
    ...sessionFields,
    CustomerId: customer.customerId,
    ItemId: itemId,
    ProgramId: session.SpaClassId,
    GuestName: null,
    GuestRequest: null,
  };
  return runChange('activities: CreateClassBooking', data, () => createClassBooking(data));
}
