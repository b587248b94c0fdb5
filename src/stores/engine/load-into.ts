import type { WritableAtom } from 'nanostores';
import type { LoadEnd } from './load-answer';

type Entry<T> = { status: 'loading' } | LoadEnd<T>;

/**
 * Puts `{status:'loading'}` under `key` in a store of loads by key, then what `load` ends with,
 * unless by then the entry is no longer this load's (a later load of the key, or the store
 * emptied): an answer that comes back late never overwrites a newer one (a busy machine's
 * dining test once saw a forgotten night's old answer land over the new one).
 */
export async function loadInto<T, E extends { status: string }>(
  store: WritableAtom<Readonly<Record<string, E | Entry<T>>>>,
  key: string,
  load: () => Promise<LoadEnd<T>>,
): Promise<void> {
  const loading: Entry<T> = { status: 'loading' };
  store.set({ ...store.get(), [key]: loading });
  const end = await load();
  if (store.get()[key] === loading) store.set({ ...store.get(), [key]: end });
}
