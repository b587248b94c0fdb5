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

/** Where the external booking engine lives: `{base}/{app}/offers/{tenant}/{property}/…`. */
export interface ExternalEngine {
  readonly base: string;
  readonly app: string;
  readonly tenant: string;
  readonly property: string;
}

export interface HandoffSettings {
  /** The booking engine's base path on this site (`/the-lake/book`). */
  readonly bookBase: string;
  /** The venue's external engine. */
  readonly external: ExternalEngine;
  /**
   * How the venue hands off: `internal-until` — our booking engine in the same tab, unless the
   * arrival is after `cutover`, then the external engine in a new tab (the lake);
   * `external` — always the external engine, same tab (the seaside hotel).
   */
  readonly mode: 'internal-until' | 'external';
  /** `YYYY-MM-DD`: arrivals after it go to the external engine (mode `internal-until`). */
  readonly cutover: string;
}

export interface Handoff {
  readonly url: string;
  /** `_blank` opens a new tab. */
  readonly target: '_self' | '_blank';
  readonly external: boolean;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

function externalUrl(engine: ExternalEngine, search: StaySearch): string {
  const departure = addDays(search.arrival, search.nights);
  const parts = [engine.app, 'offers', engine.tenant, engine.property, search.arrival, departure];
  return `${engine.base.replace(/\/+$/, '')}/${parts.map(segment).join('/')}`;
}

/**
 * Where "Check availability" goes (public-site.md §2): a lake arrival after the cut-over opens
 * the external booking engine in a new tab at app/offers/tenant/property/arrival/departure;
 * otherwise the same tab goes to
 * `{bookBase}/stay/{arrival}/{nights}/{adults}/{children}/{infants}/{location}` with an
 * optional `?promo=`. The seaside hotel always opens the external engine in the same tab.
 */
export function stayHandoff(search: StaySearch, settings: HandoffSettings): Handoff {
  if (settings.mode === 'external') {
    return { url: externalUrl(settings.external, search), target: '_self', external: true };
  }
  if (search.arrival > settings.cutover) {
    return { url: externalUrl(settings.external, search), target: '_blank', external: true };
  }
  const book = settings.bookBase.replace(/\/+$/, '');
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
