/**
 * Every constant of the activity screens as data (DESIGN.md §5, booking-engine.md §9): the
 * ResortSuite locations, the wild swimming item and its last bookable date, the ice skating
 * season and its off-peak days, the workshop's date, the sauna's minimum age, closed dates,
 * the bulk-booking pace. The defaults are the specification's; a page overrides any key
 * through the `activities` key of its config block (docs/activities.md).
 */
export interface ActivityLocations {
  /** Wild swimming and the fellside sauna (103). */
  readonly lake: string;
  /** Events (category EVENT) such as the creative wellness workshop. */
  readonly events: string;
  /** Ice skating and special events (109). */
  readonly rink: string;
}

export interface ActivityConfig {
  readonly locations: ActivityLocations;
  /** The one item wild swimming lists, and the one the sauna hides. */
  readonly wildSwimmingItemId: string;
  /** Wild swimming is bookable up to and including this day. */
  readonly wildSwimmingLastDate: string;
  /** The ice skating season, first and last day (the first is the calendar's minimum). */
  readonly skatingSeason: { readonly start: string; readonly end: string };
  /** The season's off-peak days; every other day of the season is peak. */
  readonly offPeakDates: readonly string[];
  /** The creative wellness workshop's day (the hub's events card). */
  readonly workshopDate: string;
  readonly saunaMinimumAge: number;
  /** Category of the events screen's classes. */
  readonly eventCategory: string;
  /** Category of the ice skating sessions at the rink (the rest there are special events). */
  readonly skatingCategory: string;
  /** Days every activity is closed (greyed out and disabled, "Closed"). */
  readonly closedDates: readonly string[];
  /** Bulk booking: one request per place, this far apart. */
  readonly bulkDelayMs: number;
  /** The hub's paddle sports and archery card: their own booking pages (§2). */
  readonly activeBookUrl: string;
  /** The hub's endless pool card: its booking site (§2; a page of the lake site by default). */
  readonly endlessPoolUrl: string;
}

/** The 14 off-peak weekdays (Monday to Thursday) of the 2025 season, 19 Nov to 11 Dec. */
export const SPEC_OFF_PEAK_DATES: readonly string[] = [
  '2025-11-19',
  '2025-11-20',
  '2025-11-24',
  '2025-11-25',
  '2025-11-26',
  '2025-11-27',
  '2025-12-01',
  '2025-12-02',
  '2025-12-03',
  '2025-12-04',
  '2025-12-08',
  '2025-12-09',
  '2025-12-10',
  '2025-12-11',
];

export const ACTIVITY_DEFAULTS: ActivityConfig = {
  locations: { lake: '103', events: '103', rink: '109' },
  wildSwimmingItemId: '103370',
  wildSwimmingLastDate: '2026-01-12',
  skatingSeason: { start: '2025-11-17', end: '2026-01-10' },
  offPeakDates: SPEC_OFF_PEAK_DATES,
  workshopDate: '2025-10-18',
  saunaMinimumAge: 16,
  eventCategory: 'EVENT',
  skatingCategory: 'ICE SKATING',
  closedDates: ['2025-12-25'],
  bulkDelayMs: 750,
  activeBookUrl: '/the-lake/active/book',
  endlessPoolUrl: '/the-lake/endless-pool',
};

export type ActivityOverrides = {
  readonly [K in keyof ActivityConfig]?: ActivityConfig[K] extends readonly unknown[]
    ? ActivityConfig[K]
    : ActivityConfig[K] extends object
      ? Partial<ActivityConfig[K]>
      : ActivityConfig[K];
};

/** The defaults with a page's overrides on top (nested settings merge key by key). */
export function activityConfig(overrides?: ActivityOverrides): ActivityConfig {
  if (!overrides) return ACTIVITY_DEFAULTS;
  return {
    ...ACTIVITY_DEFAULTS,
    ...(overrides as Partial<ActivityConfig>),
    locations: { ...ACTIVITY_DEFAULTS.locations, ...overrides.locations },
    skatingSeason: { ...ACTIVITY_DEFAULTS.skatingSeason, ...overrides.skatingSeason },
  };
}
