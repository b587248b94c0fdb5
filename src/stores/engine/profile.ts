import { atom } from 'nanostores';
import { fetchProfile, removeCard } from '../../api/account-api';
import { savePassword as sendPassword, saveProfile as sendProfile } from '../../api/account-flows';
import { userMessageOf } from '../../api/errors';
import type { CustomerProfile, ProfileCustomer } from '../../schemas/profile';
import { $session } from '../index';
import { type CardAddFlow, createCardAddFlow } from './card-add-flow';
import { type ActionOutcome, keyedActions } from './keyed-actions';

/** The logged-in customer's profile and stored cards (FetchCustomerProfile, validated). */
export type ProfileState =
  | { status: 'loading' }
  | { status: 'loaded'; value: CustomerProfile }
  | { status: 'failed'; error: string };

export const $profile = atom<ProfileState>({ status: 'loading' });

// Each read takes a ticket: an answer that comes back after a newer read began is dropped.
let latest = 0;

/** FetchCustomerProfile for the page's customer; the profile, or why not in plain words. */
async function readProfile(): Promise<ProfileState> {
  const session = $session.get();
  try {
    const answer = await fetchProfile({
      CustomerId: session?.CustomerId ?? null,
      CustomerGUID: session?.CustomerGUID ?? null,
    });
    return answer.Result.value === 'SUCCESS' && answer.Customer
      ? { status: 'loaded', value: answer.Customer }
      : { status: 'failed', error: answer.Result.Text };
  } catch (error) {
    return { status: 'failed', error: userMessageOf(error) };
  }
}

/** Reads the logged-in customer's profile afresh ("Try again" too), showing loading first. */
export async function loadProfile(): Promise<void> {
  const ticket = ++latest;
  $profile.set({ status: 'loading' });
  const state = await readProfile();
  if (ticket === latest) $profile.set(state);
}

/** The screen is gone: the profile is forgotten, so a later visit starts from loading. */
export function forgetProfile(): void {
  latest++;
  $profile.set({ status: 'loading' });
}

/** The shown profile with its cards changed (nothing when no profile is shown). */
function withCards(
  change: (cards: CustomerProfile['OnFileCards']) => CustomerProfile['OnFileCards'],
) {
  const state = $profile.get();
  if (state.status !== 'loaded') return;
  $profile.set({
    ...state,
    value: { ...state.value, OnFileCards: change(state.value.OnFileCards) },
  });
}

/**
 * The stored cards read again (after a card was added); the rest of the profile stays as the
 * form has it. Throws when the read fails: the card-add flow then keeps its own message.
 */
export async function reloadCards(): Promise<void> {
  const session = $session.get();
  const answer = await fetchProfile({
    CustomerId: session?.CustomerId ?? null,
    CustomerGUID: session?.CustomerGUID ?? null,
  });
  const customer = answer.Customer;
  if (customer) withCards(() => customer.OnFileCards);
}

/** "Add a card" for the profile screen: a stored card then appears in `$profile`'s list. */
export function createProfileCardAdd(): CardAddFlow {
  return createCardAddFlow({ session: () => $session.get(), onAdded: reloadCards });
}

const actions = keyedActions();
/** The profile's actions under way, by key (`profile`, `password`, a card's `cardKey`). */
export const $profileBusy = actions.$busy;
/** The last failure of each, in plain words, by the same key. */
export const $profileFailures = actions.$failures;

export const cardKey = (onFileCardId: string) => `card:${onFileCardId}`;

/** The profile form: 'Your profile has been updated', or the server's text. */
export function saveProfile(customer: ProfileCustomer): Promise<ActionOutcome | null> {
  return actions.run('profile', () => sendProfile(customer));
}

/** The update-password form: the current password and the rule first, then the server. */
export function savePassword(
  password: string,
  confirmation: string,
  currentPassword: string,
): Promise<ActionOutcome | null> {
  const customerId = $session.get()?.CustomerId ?? null;
  return actions.run('password', () =>
    sendPassword(customerId, password, confirmation, currentPassword),
  );
}

/**
 * 'Remove card': once at a time per card; on success the card leaves the list and `onRemoved`
 * runs (the card-add message no longer describes the list); a refusal keeps the server's text
 * under the card's key (§8).
 */
export function removeStoredCard(
  onFileCardId: string,
  onRemoved?: () => void,
): Promise<ActionOutcome | null> {
  return actions.run(
    cardKey(onFileCardId),
    async () => {
      try {
        const { Result } = await removeCard(onFileCardId);
        return { ok: Result.value === 'SUCCESS', message: Result.Text };
      } catch (error) {
        return { ok: false, message: userMessageOf(error) };
      }
    },
    () => {
      withCards((cards) => cards.filter((card) => card.OnFileCardId !== onFileCardId));
      onRemoved?.();
    },
  );
}
