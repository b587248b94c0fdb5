import { atom } from 'nanostores';

/** How an account action went: words to show either way (role status or alert). */
export type ActionOutcome = { ok: boolean; message: string };

type Entries<T> = Readonly<Record<string, T>>;

function withEntry<T>(entries: Entries<T>, key: string, value: T | undefined): Entries<T> {
  const next: Record<string, T> = { ...entries };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/**
 * Actions run once per key at a time, as the cart's are (cart-actions.ts): `$busy` holds the
 * keys under way (a second click while busy does nothing and answers null), `$failures` the
 * last failure of each key in plain words; `after` runs once an action succeeded (a list read
 * again, a card taken off the list) before its outcome is answered, so that a message and the
 * list it speaks of come together.
 */
export function keyedActions() {
  const $busy = atom<Entries<true>>({});
  const $failures = atom<Entries<string>>({});
  async function run(
    key: string,
    action: () => Promise<ActionOutcome>,
    after?: () => Promise<void> | void,
  ): Promise<ActionOutcome | null> {
    if ($busy.get()[key]) return null;
    $busy.set(withEntry($busy.get(), key, true));
    $failures.set(withEntry($failures.get(), key, undefined));
    try {
      const outcome = await action();
      if (outcome.ok) await after?.();
      else $failures.set(withEntry($failures.get(), key, outcome.message));
      return outcome;
    } finally {
      $busy.set(withEntry($busy.get(), key, undefined));
    }
  }
  return { $busy, $failures, run };
}
