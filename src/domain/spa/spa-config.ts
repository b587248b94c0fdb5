/**
 * Every constant of the spa treatments screen as data (DESIGN.md §5, booking-engine.md §9):
 * the ResortSuite location, the gender and version FetchSpaAvailability carries, and the last
 * day treatments can be booked online (later days are "available shortly"). The defaults are
 * the specification's; a page overrides any key through the `spa` key of its config block
 * (docs/spa-and-dining.md).
 */
export interface SpaConfig {
  /** The spa's location (103). */
  readonly location: string;
  /** FetchSpaAvailability's gender ('X': any therapist). */
  readonly gender: 'X' | 'M' | 'F';
  /** FetchSpaAvailability's version (2). */
  readonly version: number;
  /** Treatments are bookable up to and including this day. */
  readonly lastDate: string;
}

export const SPA_DEFAULTS: SpaConfig = {
  location: '103',
  gender: 'X',
  version: 2,
  lastDate: '2026-01-12',
};

export type SpaOverrides = Partial<SpaConfig>;

/** The defaults with a page's overrides on top. */
export const spaConfig = (overrides?: SpaOverrides): SpaConfig =>
  overrides ? { ...SPA_DEFAULTS, ...overrides } : SPA_DEFAULTS;
