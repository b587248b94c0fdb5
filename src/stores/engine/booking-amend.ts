import { atom } from 'nanostores';
import { amendRefusal } from '../../domain/amend/amend-refusal';
import { amendRefusalText, amendUntilText } from '../../domain/amend/amend-text';
import { cancellationDeadline } from '../../domain/policies/cancellation-deadline';
import type { Amendment } from '../../schemas/amendment';
import type { Policies } from '../../schemas/policies';

/** The booked room a change is asked of. */
export interface AmendTarget {
  BookingRef: string;
  FolioItemId: string;
}

/** The stay the guest chooses: its dates and its party. */
export interface StayChoice {
  ArrivalDate: string;
  DepartureDate: string;
  Adults: number;
  Children: number;
}

/** A booked room as My Bookings lists it: what the change dialog starts from. */
export interface AmendableRoom extends StayChoice, AmendTarget {
  Policies?: Policies;
}

/** Where the change dialog is: choosing, priced, paying on the card page, or done. */
export type AmendStep =
  | { step: 'choose'; error: string | null; busy: boolean }
  | { step: 'refused'; error: string }
  | { step: 'quoted'; amendment: Amendment; total: string; difference: string; busy: boolean }
  | { step: 'paying'; amendment: Amendment; busy: boolean }
  | { step: 'done'; message: string };

export interface Amending {
  target: AmendTarget;
  /** What is being changed, in words ("Lakeside Double"): the dialog's title. */
  title: string;
  original: StayChoice;
  choice: StayChoice;
  /** "You can change this booking free of charge until …", when the policy has a deadline. */
  until: string | null;
  state: AmendStep;
}

/** The change being made; null when the dialog is closed. */
export const $amending = atom<Amending | null>(null);

/** The key of changing a booked room, shared with the other actions on booked items. */
export const amendKey = (target: AmendTarget) => `amend:${target.BookingRef}:${target.FolioItemId}`;

const choiceOf = (room: StayChoice): StayChoice => ({
  ArrivalDate: room.ArrivalDate,
  DepartureDate: room.DepartureDate,
  Adults: room.Adults,
  Children: room.Children,
});

export function update(change: (open: Amending) => Amending | null): void {
  const open = $amending.get();
  if (open) $amending.set(change(open));
}

/**
 * Opens the change dialog for a booked room, at its own dates and party. A room whose policy
 * no longer lets it change says why at once (the server refuses it too, with the same words).
 */
export function askToAmend(room: AmendableRoom, title: string, nowMs: number): void {
  const policy = room.Policies?.cancellation;
  const refusal = policy ? amendRefusal(policy, room.ArrivalDate, nowMs) : null;
  const deadline = policy ? cancellationDeadline(policy, room.ArrivalDate) : undefined;
  const original = choiceOf(room);
  $amending.set({
    target: { BookingRef: room.BookingRef, FolioItemId: room.FolioItemId },
    title,
    original,
    choice: original,
    until: deadline === undefined ? null : amendUntilText(deadline),
    state: refusal
      ? { step: 'refused', error: amendRefusalText(refusal) }
      : { step: 'choose', error: null, busy: false },
  });
}

/** The guest changes a date or a count: back to choosing, the last price no longer true. */
export function chooseStay(change: Partial<StayChoice>): void {
  update((open) =>
    open.state.step === 'refused' || open.state.step === 'done'
      ? open
      : {
          ...open,
          choice: { ...open.choice, ...change },
          state: { step: 'choose', error: null, busy: false },
        },
  );
}

/** Closes the dialog; an unpaid change is simply left (the booking stays as it was). */
export function closeAmend(): void {
  $amending.set(null);
}
