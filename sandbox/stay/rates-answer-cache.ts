import type { StayInventoryRepo } from '../db/stay-inventory-repo';

interface Entry<T> {
  value: T;
  /** The inventory's version it was worked out at. */
  version: number;
  /** When it was worked out (a clock set back never reads a later answer). */
  at: number;
  /** When a hold it counted lapses and a room comes free: stale from then on. */
  until: number;
}

const MAX_ENTRIES = 5_000;

/**
 * The answers worked out from one stay inventory, per question (`key`): given again while
 * nothing that is free has changed — no hold taken, released or booked, no plan changed (the
 * repo's version), and no hold it counted has lapsed yet (its next lapse). A search asked by
 * twenty guests at once is priced once, and every answer is the one that would be worked out
 * afresh. Bounded: starts afresh when full.
 */
export function inventoryCache<T>() {
  const byRepo = new WeakMap<StayInventoryRepo, Map<string, Entry<T>>>();
  return (
    repo: StayInventoryRepo,
    key: string,
    now: number,
    nextLapse: () => number | null,
    work: () => T,
  ): T => {
    let entries = byRepo.get(repo);
    if (!entries) byRepo.set(repo, (entries = new Map()));
    const version = repo.version();
    const known = entries.get(key);
    if (known && known.version === version && known.at <= now && now < known.until) {
      return known.value;
    }
    // The lapse is read before the work: a hold lapsing meanwhile only shortens the entry.
    const until = nextLapse() ?? Number.POSITIVE_INFINITY;
    const value = work();
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, { value, version, at: now, until });
    return value;
  };
}
