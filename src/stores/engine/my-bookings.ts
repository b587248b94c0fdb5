import { atom } from 'nanostores';
import {
  addPostStayExtra as sendPostStayExtra,
  loadMyBookings as readMyBookings,
} from '../../api/account-flows';
import type { MyBookingsAnswer, MyStayRoom } from '../../schemas/my-bookings';
import { $session } from '../index';
import { type ActionOutcome, keyedActions } from './keyed-actions';

/** Your Bookings as the screen shows it; a guest who is not logged in is asked to log in (§6). */
export type MyBookingsState =
  | { status: 'loading' }
  | { status: 'loaded'; value: MyBookingsAnswer }
  | { status: 'failed'; error: string }
  | { status: 'logged-out'; message: string };

/** The logged-in guest's bookings (`/rs/get-my-bookings`, validated by its schema). */
export const $myBookings = atom<MyBookingsState>({ status: 'loading' });

// Each read takes a ticket: an answer that comes back after a newer read began is dropped.
let latest = 0;

async function read(): Promise<{ ticket: number; state: MyBookingsState }> {
  const ticket = ++latest;
  const load = await readMyBookings($session.get());
  const state: MyBookingsState =
    load.kind === 'ok'
      ? { status: 'loaded', value: load.bookings }
      : load.kind === 'logged-out'
        ? { status: 'logged-out', message: load.message }
        : { status: 'failed', error: load.message };
  return { ticket, state };
}

/** Reads the bookings of the page's session afresh ("Try again" too), showing loading first. */
export async function loadMyBookings(): Promise<void> {
  $myBookings.set({ status: 'loading' });
  const { ticket, state } = await read();
  if (ticket === latest) $myBookings.set(state);
}

/**
 * The bookings again after a change (an extra added), without blanking the list: a failed
 * read keeps the list shown (the change itself has said how it went).
 */
export async function refreshMyBookings(): Promise<void> {
  const { ticket, state } = await read();
  if (ticket !== latest) return;
  if (state.status !== 'failed' || $myBookings.get().status !== 'loaded') $myBookings.set(state);
}

/** The screen is gone: what it showed is forgotten, so a later visit starts from loading. */
export function forgetMyBookings(): void {
  latest++;
  $myBookings.set({ status: 'loading' });
}

const actions = keyedActions();
/** A booked item's actions under way, by key: a second click while busy does nothing. */
export const $bookingBusy = actions.$busy;
/** The last failure of each booked item's action, in plain words, by the same key. */
export const $bookingFailures = actions.$failures;

/**
 * The one runner of a booked item's actions (an extra added; later a cancel, an amendment, a
 * balance paid): once per key at a time, its failure kept by key, and on success the bookings
 * read again before the outcome is answered.
 */
export function runBookingAction(
  key: string,
  action: () => Promise<ActionOutcome>,
): Promise<ActionOutcome | null> {
  return actions.run(key, action, refreshMyBookings);
}

/** The key of adding one extra to one booked room. */
export const postStayExtraKey = (room: Pick<MyStayRoom, 'PMSFolioId'>, itemId: string) =>
  `extra:${room.PMSFolioId}:${itemId}`;

/**
 * An extra added to a booked stay from My Bookings (the post-stay list of §5): 'Added … to
 * your stay.' or the server's words.
 */
export function addPostStayExtra(
  room: Pick<MyStayRoom, 'PMSFolioId'>,
  add: { PMSItemId: string; Comments: string | null },
  label: string,
): Promise<ActionOutcome | null> {
  return runBookingAction(postStayExtraKey(room, add.PMSItemId), () =>
    sendPostStayExtra($session.get(), room.PMSFolioId, add, label),
  );
}
