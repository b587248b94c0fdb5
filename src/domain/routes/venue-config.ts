/**
 * Every date constant and setting of the stay calendars, per venue, as data (DESIGN.md §5).
 * The defaults are the specification's values (public-site.md §2, §9; booking-engine.md §9);
 * a page overrides any of them through the `venues` key of its config block (docs/stay-prices.md).
 * Where the specification names a rule but not its values (rate exclusions, offer codes of the
 * seaside hotel, the external engine's address parts), the defaults match the sandbox's seed.
 */
import type { Venue } from '../calendar/stay-day';

export const VENUES: readonly Venue[] = ['lake', 'seaside', 'inn'];

/** Stays after `after` and before `before` (both exclusive) are priced with these offer codes. */
export interface OfferWindow {
  readonly after: string;
  readonly before: string;
  readonly codes: readonly string[];
}

/**
 * A cached rate is left out when it matches every condition the rule gives (room type, rate
 * type, minimum nights): "some rate types are excluded depending on room, rate or minnights
 * settings" (public-site.md §9). A rule with no condition excludes nothing.
 */
export interface RateExclusion {
  readonly rateTypes?: readonly string[];
  readonly roomTypes?: readonly string[];
  /** Only rates whose MinLength is above this. */
  readonly minLengthAbove?: number;
}

/** Where a completed search goes (public-site.md §2). */
export interface HandoffRule {
  /** Arrivals after this day open the external engine; null: no date rule. */
  readonly externalAfter: string | null;
  /** Every arrival opens the external engine. */
  readonly alwaysExternal: boolean;
  /** The external engine opens in a new tab (else in the same tab). */
  readonly externalNewTab: boolean;
}

/** The external booking engine: `{baseUrl}/{app}/{offers}/{tenant}/{property}/{arrival}/{departure}`. */
export interface ExternalEngine {
  /** Default: the sandbox's stand-in, on the page's own origin. */
  readonly baseUrl: string;
  readonly app: string;
  readonly offers: string;
  readonly tenant: string;
  readonly property: string;
}

/** How far ahead rates are fetched: `months` after today, `shorterMonths` once today is on or after `shorterFrom`. */
export interface Horizon {
  readonly months: number;
  readonly shorterFrom: string | null;
  readonly shorterMonths: number;
}

export interface VenueConfig {
  readonly venue: Venue;
  /** The cached calendar serves nights up to and including this day, the live pricing service the rest; null: live only. */
  readonly cachedUntil: string | null;
  readonly horizon: Horizon;
  readonly offerWindows: readonly OfferWindow[];
  readonly handoff: HandoffRule;
  readonly externalEngine: ExternalEngine;
  /** The venue's property id at the pricing service (`/api/pms/availability/{property}/cheapest`). */
  readonly pmsProperty: string;
  readonly exclusions: readonly RateExclusion[];
  /** The configured minimum nights a restricted rate may set (a calendar attribute may override it). */
  readonly minNights: number;
  /** The low-availability marker shows when fewer rooms than this remain. */
  readonly lowAvailability: number;
}

/** A page's override of one venue: any key, and any key of a nested setting. */
export type VenueOverride = {
  readonly [K in keyof Omit<VenueConfig, 'venue'>]?: VenueConfig[K] extends readonly unknown[]
    ? VenueConfig[K]
    : VenueConfig[K] extends object
      ? Partial<VenueConfig[K]>
      : VenueConfig[K];
};
export type VenueOverrides = { readonly [V in Venue]?: VenueOverride };

const SANDBOX_ENGINE = '/sandbox/external-booking';
const HORIZON: Horizon = { months: 12, shorterFrom: '2026-01-12', shorterMonths: 11 };
const NEVER_EXTERNAL: HandoffRule = {
  externalAfter: null,
  alwaysExternal: false,
  externalNewTab: false,
};

export const VENUE_DEFAULTS: { readonly [V in Venue]: VenueConfig } = {
  lake: {
    venue: 'lake',
    cachedUntil: '2026-01-11',
    horizon: HORIZON,
    offerWindows: [],
    handoff: { externalAfter: '2026-01-12', alwaysExternal: false, externalNewTab: true },
    externalEngine: {
      baseUrl: SANDBOX_ENGINE,
      app: 'booking',
      offers: 'offers',
      tenant: 'innkit',
      property: 'the-lake',
    },
    pmsProperty: 'the-lake',
    exclusions: [{ rateTypes: ['FLEX'], roomTypes: ['LODGE'] }, { minLengthAbove: 5 }],
    minNights: 2,
    lowAvailability: 5,
  },
  seaside: {
    venue: 'seaside',
    cachedUntil: null,
    horizon: HORIZON,
    offerWindows: [
      { after: '2025-11-16', before: '2026-01-31', codes: ['GOLFWINTER', 'SEAWINTER'] },
    ],
    handoff: { externalAfter: null, alwaysExternal: true, externalNewTab: false },
    externalEngine: {
      baseUrl: SANDBOX_ENGINE,
      app: 'booking',
      offers: 'offers',
      tenant: 'innkit',
      property: 'seaside',
    },
    pmsProperty: 'seaside',
    exclusions: [],
    minNights: 2,
    lowAvailability: 5,
  },
  inn: {
    venue: 'inn',
    cachedUntil: null,
    horizon: HORIZON,
    offerWindows: [{ after: '2026-01-22', before: '2026-02-06', codes: ['BBBR', 'BBIS'] }],
    handoff: NEVER_EXTERNAL,
    externalEngine: {
      baseUrl: SANDBOX_ENGINE,
      app: 'booking',
      offers: 'offers',
      tenant: 'innkit',
      property: 'the-inn',
    },
    pmsProperty: 'the-inn',
    exclusions: [],
    minNights: 2,
    lowAvailability: 5,
  },
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One venue's settings: the defaults with the page's override on top. Nested settings
 * (horizon, handoff, externalEngine) merge key by key; lists (offer windows, exclusions) are
 * replaced whole.
 */
export function venueConfig(venue: Venue, overrides?: VenueOverrides): VenueConfig {
  const base = VENUE_DEFAULTS[venue];
  const override = overrides?.[venue];
  if (!override) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined || key === 'venue') continue;
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? { ...current, ...value } : value;
  }
  return merged as unknown as VenueConfig;
}
