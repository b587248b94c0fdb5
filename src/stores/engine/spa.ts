import { atom } from 'nanostores';
import { createSpaBooking, fetchSpaAvailability, fetchSpaServices } from '../../api/spa';
import { spaSettings } from '../../core/spa-settings';
import { spaLaterText } from '../../domain/spa/spa-later-text';
import type { SpaAvailability, SpaService } from '../../schemas/spa';
import { $session, refreshCart } from '../index';
import { ensureBookingCustomer } from './temporary-customer';
import { type LoadEnd, loadAnswer } from './load-answer';
import { loadInto } from './load-into';
import { runChange } from './rs-outcome-handler';

export type Loadable<T> = { status: 'idle' } | { status: 'loading' } | LoadEnd<T>;

export const SERVICES_FAILED = 'Sorry, we could not load the treatments. Please try again.';
export const TIMES_FAILED = 'Sorry, we could not load the times. Please try again.';

/** The spa's treatments. */
export const $spaServices = atom<Loadable<SpaService[]>>({ status: 'idle' });
/** Free starts per `SpaItemId|YYYY-MM-DD`. */
export const $spaTimes = atom<Readonly<Record<string, Loadable<SpaAvailability[]>>>>({});
/** Why the last booking failed, in plain words (null when it did not, or the notice said). */
export const $spaFailure = atom<string | null>(null);
/** The treatment being booked, while it is. */
export const $spaBooking = atom<string | null>(null);

const sessionFields = () => {
  const ids = $session.get();
  return { SessionId: ids?.SessionId, WebFolioId: ids?.WebFolioId ?? null };
};

/** Loads the treatments of the spa (its location from the settings: 103). */
export async function loadSpaServices(): Promise<void> {
  $spaServices.set({ status: 'loading' });
  const data = { ...sessionFields(), Location: spaSettings().location, Language: 'en' };
  $spaServices.set(
    await loadAnswer(
      'spa: FetchSpaServices',
      data,
      () => fetchSpaServices(data),
      (answer) => answer.SpaServices,
      SERVICES_FAILED,
    ),
  );
}

/**
 * Loads a treatment's free starts on a day (gender and version from the settings); a day
 * after the last bookable one has none, without asking.
 */
export async function loadSpaTimes(itemId: string, day: string): Promise<void> {
  const key = `${itemId}|${day}`;
  const put = (state: Loadable<SpaAvailability[]>) =>
    $spaTimes.set({ ...$spaTimes.get(), [key]: state });
  const settings = spaSettings();
  if (day > settings.lastDate) {
    put({ status: 'loaded', value: [] });
    return;
  }
  const data = {
    ...sessionFields(),
    SpaItemId: itemId,
    Date: day,
    Gender: settings.gender,
    Version: settings.version,
  };
  await loadInto($spaTimes, key, () =>
    loadAnswer(
      'spa: FetchSpaAvailability',
      data,
      () => fetchSpaAvailability(data),
      (answer) => answer.Availabilities,
      TIMES_FAILED,
    ),
  );
}

/**
 * Books a treatment at a start (`YYYY-MM-DDTHH:mm`) for the logged-in or temporary customer,
 * then the cart and that day's times again; false with $spaFailure in plain words when not.
 */
export async function bookTreatment(
  itemId: string,
  startDateTime: string,
  staffId: string | null = null,
): Promise<boolean> {
  if ($spaBooking.get() !== null) return false;
  $spaFailure.set(null);
  const { lastDate } = spaSettings();
  if (startDateTime.slice(0, 10) > lastDate) {
    $spaFailure.set(spaLaterText(lastDate));
    return false;
  }
  $spaBooking.set(itemId);
  try {
    const customer = await ensureBookingCustomer();
    if (!customer.ok) {
      $spaFailure.set(customer.message);
      return false;
    }
    const data = {
      ...sessionFields(),
      CustomerId: customer.customerId,
      SpaItemId: itemId,
      StartDateTime: startDateTime,
      SpaStaffId: staffId,
      GuestRequest: null,
    };
    const outcome = await runChange('spa: CreateSpaBooking', data, () => createSpaBooking(data));
    if (!outcome.ok) {
      $spaFailure.set(outcome.message);
      return false;
    }
    await Promise.all([refreshCart(), loadSpaTimes(itemId, startDateTime.slice(0, 10))]);
    return true;
  } finally {
    $spaBooking.set(null);
  }
}
