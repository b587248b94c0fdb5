import { atom } from 'nanostores';
import { loadMyBookings } from '../../api/account-flows';
import {
  fetchDiningAvailabilities,
  fetchDiningAvailableDays,
  fetchDiningVenues,
} from '../../api/dining';
import type { DiningAvailability, DiningVenue } from '../../schemas/dining';
import type { MyBookingsAnswer } from '../../schemas/my-bookings';
import { $session } from '../index';
import { type LoadEnd, loadAnswer } from './load-answer';
import { loadInto } from './load-into';

export type DiningLoad<T> = { status: 'loading' } | LoadEnd<T>;

export const VENUES_FAILED = 'Sorry, we could not load the restaurants. Please try again.';
export const TIMES_FAILED = 'Sorry, we could not load the times. Please try again.';

/** The guest's bookings (their stays and booked tables), or why not. */
export const $diningBookings = atom<
  DiningLoad<MyBookingsAnswer> | { status: 'logged-out'; message: string } | null
>(null);
/** The restaurants' sittings (breakfast at one, dinner at two). */
export const $diningVenues = atom<DiningLoad<DiningVenue[]> | null>(null);
/** Days with a table, per `PromotionId|start|end`. */
export const $diningDays = atom<Readonly<Record<string, DiningLoad<string[]>>>>({});
/** Times with covers, per `PromotionId|day|party`. */
export const $diningTimes = atom<Readonly<Record<string, DiningLoad<DiningAvailability[]>>>>({});

export const sessionFields = () => {
  const ids = $session.get();
  return { SessionId: ids?.SessionId, WebFolioId: ids?.WebFolioId ?? null };
};

export const timesKey = (promotionId: string, day: string, party: number) =>
  `${promotionId}|${day}|${party}`;
export const daysKey = (promotionId: string, start: string, end: string) =>
  `${promotionId}|${start}|${end}`;

/** Loads the guest's bookings; logged-out guests are told to log in, without a request. */
export async function loadDiningBookings(): Promise<void> {
  $diningBookings.set({ status: 'loading' });
  const load = await loadMyBookings($session.get());
  $diningBookings.set(
    load.kind === 'ok'
      ? { status: 'loaded', value: load.bookings }
      : load.kind === 'logged-out'
        ? { status: 'logged-out', message: load.message }
        : { status: 'failed', message: load.message },
  );
}

/** Loads the restaurants' sittings. */
export async function loadDiningVenues(): Promise<void> {
  $diningVenues.set({ status: 'loading' });
  const data = sessionFields();
  $diningVenues.set(
    await loadAnswer(
      'dining: FetchDiningVenues',
      data,
      () => fetchDiningVenues(data),
      (answer) => answer.DiningVenues,
      VENUES_FAILED,
    ),
  );
}

/** Loads the days from `start` to `end` on which a sitting has a table for one. */
export async function loadDiningDays(promotionId: string, start: string, end: string) {
  const data = {
    ...sessionFields(),
    PromotionId: promotionId,
    StartDate: start,
    EndDate: end,
    PartySize: 1,
  };
  await loadInto($diningDays, daysKey(promotionId, start, end), () =>
    loadAnswer(
      'dining: FetchDiningAvailableDays',
      data,
      () => fetchDiningAvailableDays(data),
      (answer) => answer.AvailableDays,
      TIMES_FAILED,
    ),
  );
}

/** Loads a sitting's times on a day with covers for the party. */
export async function loadDiningTimes(promotionId: string, day: string, party: number) {
  const data = { ...sessionFields(), PromotionId: promotionId, VisitDate: day, PartySize: party };
  await loadInto($diningTimes, timesKey(promotionId, day, party), () =>
    loadAnswer(
      'dining: FetchDiningAvailabilities',
      data,
      () => fetchDiningAvailabilities(data),
      (answer) => answer.Availabilities,
      TIMES_FAILED,
    ),
  );
}
