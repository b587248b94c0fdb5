import type { Handoff, HandoffSettings } from './handoff-settings';
import { isSafeNavigation } from '../safety/safe-url';
import type { StaySearch } from './stay-search';

/**
 * The external booking engine's hand-off of a search, or null when our own engine takes it
 * (public-site.md §2): a lake arrival after the cut-over (`externalAfter`, strictly after)
 * opens it in a new tab at app/offers/tenant/property/arrival/departure; the seaside hotel
 * (`alwaysExternal`) opens it in the same tab.
 */
export function externalHandoff(
  search: StaySearch,
  settings: Pick<HandoffSettings, 'handoff' | 'externalEngine'>,
): Handoff | null {
  const { handoff, externalEngine: engine } = settings;
  const afterCutover = handoff.externalAfter !== null && search.arrival > handoff.externalAfter;
  // Settings are checked when read; an unsafe engine address is never built on all the same.
  if (!isSafeNavigation(engine.baseUrl) || !(handoff.alwaysExternal || afterCutover)) return null;
  const parts = [engine.app, engine.offers, engine.tenant, engine.property];
  const path = [...parts, search.arrival, search.departure]
    .map((part) => encodeURIComponent(part))
    .join('/');
  return {
    url: `${engine.baseUrl.replace(/\/+$/, '')}/${path}`,
    target: handoff.externalNewTab ? '_blank' : '_self',
    external: true,
  };
}
