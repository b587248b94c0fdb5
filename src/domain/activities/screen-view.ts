import type { ActivityConfig } from './activity-config';
import { type UnavailableReason, dayAvailability } from './day-availability';
import { featuredFirst } from './featured-first';
import { isOffPeakDay } from './is-off-peak-day';
import { laterBookingsText } from './later-bookings-text';
import { type ActivityScreen, screenClasses } from './screen-classes';
import { variantsForDay } from './variants-for-day';
import { visibleVariants } from './visible-variants';

type Session = {
  SpaClassId: string;
  SpaItemId: string;
  ItemName: string;
  ItemCategory: string;
  StartTime: string;
  AvailSlots: number;
};

/** What a screen's calendar and texts follow, from the configuration (§2, §9). */
export interface ScreenRules {
  /** The calendar's first bookable day (ice skating: the season's start). */
  firstDate: string | null;
  /** The last bookable day (wild swimming's, the season's end). */
  lastDate: string | null;
  /** The minimum age shown when a session names none (the sauna's 16). */
  minAge: number | null;
  /** "Bookings after January 2026 will be available shortly." where it applies. */
  laterText: string | null;
}

export function screenRules(screen: ActivityScreen, config: ActivityConfig): ScreenRules {
  const none: ScreenRules = { firstDate: null, lastDate: null, minAge: null, laterText: null };
  switch (screen) {
    case 'wild-swimming':
      return {
        ...none,
        lastDate: config.wildSwimmingLastDate,
        laterText: laterBookingsText(config.wildSwimmingLastDate),
      };
    case 'fellside-sauna':
      return { ...none, minAge: config.saunaMinimumAge };
    case 'ice-skating':
    case 'ice-skating-schools':
      return { ...none, firstDate: config.skatingSeason.start, lastDate: config.skatingSeason.end };
    default:
      return none;
  }
}

/** The sessions a screen lists for a day: its own (hidden items dropped), featured first. */
export function screenSessions<T extends Session>(
  screen: ActivityScreen,
  sessions: readonly T[],
  config: ActivityConfig,
  featured: readonly string[] = [],
): T[] {
  const own = screenClasses(screen, sessions, config);
  return screen === 'special-events' ? featuredFirst(own, featured) : own;
}

/** Why a day of a screen's calendar is disabled (null: it can be chosen). */
export function screenDayReason(
  screen: ActivityScreen,
  day: string,
  today: string,
  /** The loaded days' sessions; a day not in it is not known yet. */
  days: Readonly<Record<string, readonly Session[]>> | null,
  config: ActivityConfig,
  /** The moment now, for today's sessions that have started; none: not counted. */
  nowMs?: number,
): UnavailableReason | null {
  const rules = screenRules(screen, config);
  const loaded = days?.[day];
  return dayAvailability({
    day,
    today,
    closedDates: config.closedDates,
    firstDate: rules.firstDate,
    lastDate: rules.lastDate,
    sessions: loaded ? screenClasses(screen, loaded, config) : undefined,
    nowMs,
  });
}

/**
 * The variants a session's drawer offers on its day: 0.00 and 999.00 hidden, then only the
 * off-peak ones on an off-peak day and only the others on a peak day (§5).
 */
export function sessionVariants<
  V extends { GroupItemName: string; GroupItemPriceWithSurcharges: number },
>(startTime: string, variants: readonly V[], config: ActivityConfig): V[] {
  return variantsForDay(visibleVariants(variants), isOffPeakDay(startTime.slice(0, 10), config));
}
