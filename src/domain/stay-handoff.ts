import { isSafeNavigation } from './safe-url';
import { addDays } from './calendar-day';
import type { Venue } from './stay-day';

/** What the guest searched for. */
export interface StaySearch {
  readonly venue: Venue;
  /** `YYYY-MM-DD`. */
  readonly arrival: string;
  readonly nights: number;
  readonly adults: number;
  readonly children: number;
  readonly infants: number;
  /** The booking engine's location segment ('' for none). */
  readonly location: string;
  /** Promotional code ('' for none). */
  readonly promo: string;
}

/**
 * The external booking engine's address parts: `{baseUrl}/{app}/{offers}/{tenant}/{property}/…`
 * (the shape of `VenueConfig.externalEngine`, src/domain/venue-config.ts).
 */
export interface ExternalEngineAddress {
  readonly baseUrl: string;
  readonly app: string;
  readonly offers: string;
  readonly tenant: string;
  readonly property: string;
}

/** How a venue hands off (the shape of `VenueConfig.handoff`). */
export interface HandoffRuleSettings {
  /** Arrivals after this day open the external engine; null: no date rule. */
  readonly externalAfter: string | null;
  /** Every arrival opens the external engine. */
  readonly alwaysExternal: boolean;
  /** The external engine opens in a new tab (else in the same tab). */
  readonly externalNewTab: boolean;
}

export interface HandoffSettings {
  /** The booking engine's base path on this site (`/the-lake/book`). */
  readonly bookBase: string;
  readonly handoff: HandoffRuleSettings;
  readonly externalEngine: ExternalEngineAddress;
}

export interface Handoff {
  readonly url: string;
  /** `_blank` opens a new tab. */
  readonly target: '_self' | '_blank';
  readonly external: boolean;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

function externalUrl(engine: ExternalEngineAddress, search: StaySearch): string {
  const departure = addDays(search.arrival, search.nights);
  const parts = [
    engine.app,
    engine.offers,
    engine.tenant,
    engine.property,
    search.arrival,
    departure,
  ];
  return `${engine.baseUrl.replace(/\/+$/, '')}/${parts.map(segment).join('/')}`;
}

/**
 * Where "Check availability" goes (public-site.md §2), by the venue's hand-off rule: a lake
 * arrival after the cut-over (`externalAfter`, strictly after) opens the external booking engine
 * in a new tab at app/offers/tenant/property/arrival/departure;
 * otherwise the same tab goes to
 * `{bookBase}/stay/{arrival}/{nights}/{adults}/{children}/{infants}/{location}` with an
 * optional `?promo=`. The seaside hotel (`alwaysExternal`) opens the external engine in the
 * same tab.
 */
export function stayHandoff(search: StaySearch, settings: HandoffSettings): Handoff {
  const { handoff } = settings;
  const afterCutover = handoff.externalAfter !== null && search.arrival > handoff.externalAfter;
  // Settings are checked when read; an unsafe engine address is never built on all the same.
  const engineSafe = isSafeNavigation(settings.externalEngine.baseUrl);
  if (engineSafe && (handoff.alwaysExternal || afterCutover)) {
    const target = handoff.externalNewTab ? '_blank' : '_self';
    return { url: externalUrl(settings.externalEngine, search), target, external: true };
  }
  const bookBase = isSafeNavigation(settings.bookBase) ? settings.bookBase : '/the-lake/book';
  const book = bookBase.replace(/\/+$/, '');
  const values = [
    search.arrival,
    search.nights,
    search.adults,
    search.children,
    search.infants,
    ...(search.location ? [search.location] : []),
  ];
  const promo = search.promo ? `?promo=${encodeURIComponent(search.promo)}` : '';
  return {
    url: `${book}/stay/${values.map(segment).join('/')}${promo}`,
    target: '_self',
    external: false,
  };
}
