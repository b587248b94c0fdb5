import type { ActivityConfig } from './activity-config';

/** The class-based screens of booking-engine.md §2 ("Activity screens"). */
export type ActivityScreen =
  | 'wild-swimming'
  | 'fellside-sauna'
  | 'events'
  | 'special-events'
  | 'ice-skating'
  | 'ice-skating-schools';

type ClassLike = { SpaItemId: string; ItemName: string; ItemCategory: string };

/** A school session of the rink (the schools route lists only these). */
export const isSchoolSession = (item: Pick<ClassLike, 'ItemName'>) =>
  /\bschools?\b/i.test(item.ItemName);

/** The ResortSuite location each screen asks FetchSpaClasses for (§9: 103 and 109). */
export function screenLocation(screen: ActivityScreen, config: ActivityConfig): string {
  if (screen === 'wild-swimming' || screen === 'fellside-sauna') return config.locations.lake;
  if (screen === 'events') return config.locations.events;
  return config.locations.rink;
}

/**
 * The classes of its location a screen lists, hidden items dropped (§9): wild swimming only
 * its item (103370), the sauna everything of the location but that item and the events,
 * events only category EVENT, ice skating the rink's skating sessions without (or, on the
 * schools route, only) the school sessions, special events the rink's other classes.
 */
export function screenClasses<T extends ClassLike>(
  screen: ActivityScreen,
  classes: readonly T[],
  config: ActivityConfig,
): T[] {
  const isEvent = (c: T) => c.ItemCategory === config.eventCategory;
  const isSkating = (c: T) => c.ItemCategory === config.skatingCategory;
  const swim = (c: T) => c.SpaItemId === config.wildSwimmingItemId;
  const keep: Record<ActivityScreen, (c: T) => boolean> = {
    'wild-swimming': swim,
    'fellside-sauna': (c) => !swim(c) && !isEvent(c),
    events: isEvent,
    'special-events': (c) => !isSkating(c),
    'ice-skating': (c) => isSkating(c) && !isSchoolSession(c),
    'ice-skating-schools': (c) => isSkating(c) && isSchoolSession(c),
  };
  return classes.filter(keep[screen]);
}
