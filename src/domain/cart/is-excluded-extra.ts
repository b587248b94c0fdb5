import { EXCLUDED_EXTRA_NAMES } from './excluded-extra-names';

const normalise = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** True when a service's name is one of the excluded names (any case or spacing). */
export function isExcludedExtra(name: string): boolean {
  const n = normalise(name);
  return EXCLUDED_EXTRA_NAMES.some((excluded) => n === excluded);
}
