import { atom } from 'nanostores';
import { fetchClassItems, fetchSpaClasses } from '../../api/activities';
import type { FetchSpaClassesAnswer, GroupItem, SpaClass } from '../../schemas/activities';
import { activitySettings } from '../../core/activity-settings';
import { today as hotelToday } from '../../core/clock';
import { monthWindow } from '../../domain/activities/month-window';
import { type ActivityScreen, screenLocation } from '../../domain/activities/screen-classes';
import { $session } from '../index';
import { runChange } from './rs-outcome-handler';

export type ClassesState =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | { status: 'loaded'; key: string; days: Readonly<Record<string, SpaClass[]>> }
  | { status: 'failed'; key: string; message: string };

export type VariantsState =
  | { status: 'loading' }
  | { status: 'loaded'; variants: GroupItem[] }
  | { status: 'failed'; message: string };

/** The sessions of the activity screen's window (a location, first and last day). */
export const $classes = atom<ClassesState>({ status: 'idle' });
/** The variants of the sessions whose drawer was opened, by SpaClassId. */
export const $classVariants = atom<Readonly<Record<string, VariantsState>>>({});

export interface ClassWindow {
  location: string;
  start: string;
  end: string;
}
const keyOf = (w: ClassWindow) => `${w.location}|${w.start}|${w.end}`;
let lastWindow: ClassWindow | null = null;

/** What the guest reads when the hotel answers a listing with a refusal of its own. */
export const LISTING_FAILED = 'Sorry, we could not load the sessions. Please try again.';

/**
 * Ask for a window's sessions (once, unless `force`): loading, then loaded or failed in
 * words. A lapsed session (SESSION FAIL, ErrorId 1002) goes through the expired notice, which
 * starts a new one, and the window is asked for again with it.
 */
export async function loadClasses(
  window: ClassWindow,
  force = false,
  retried = false,
): Promise<void> {
  const key = keyOf(window);
  const now = $classes.get();
  if (!force && now.status !== 'idle' && now.status !== 'failed' && now.key === key) return;
  lastWindow = window;
  if (!force || now.status !== 'loaded' || now.key !== key)
    $classes.set({ status: 'loading', key });
  const data = {
    StartDate: window.start,
    EndDate: window.end,
    Location: window.location,
    WebFolioId: $session.get()?.WebFolioId ?? null,
    Language: 'en',
  };
  let answer: FetchSpaClassesAnswer | null = null;
  const outcome = await runChange('activities: FetchSpaClasses', data, async () => {
    answer = await fetchSpaClasses(data);
    return answer;
  });
  if (lastWindow && keyOf(lastWindow) !== key) return; // a newer window was asked for
  if (!outcome.ok && outcome.message === null && !retried) {
    return loadClasses(window, true, true);
  }
  if (!outcome.ok || !answer) {
    $classes.set({
      status: 'failed',
      key,
      message: outcome.ok ? LISTING_FAILED : (outcome.message ?? LISTING_FAILED),
    });
    return;
  }
  const days: Record<string, SpaClass[]> = {};
  for (const day of (answer as FetchSpaClassesAnswer).DailySpaClasses)
    days[day.Date] = day.SpaClass;
  $classes.set({ status: 'loaded', key, days });
}

/**
 * A screen shows a month (`YYYY-MM`): its location's sessions from today (or the month's first
 * day) to the month's end. A month wholly past has none, without asking.
 */
export function loadActivityMonth(
  screen: ActivityScreen,
  month: string,
  today: string = hotelToday(),
  config = activitySettings(),
): Promise<void> {
  const location = screenLocation(screen, config);
  const window = monthWindow(month, today);
  if (!window) {
    lastWindow = null;
    $classes.set({
      status: 'loaded',
      key: activityMonthKey(screen, month, today, config),
      days: {},
    });
    return Promise.resolve();
  }
  return loadClasses({ location, ...window });
}

/** The `key` $classes has once it holds (or is loading) a screen's month: a view's check. */
export function activityMonthKey(
  screen: ActivityScreen,
  month: string,
  today: string,
  config = activitySettings(),
): string {
  const location = screenLocation(screen, config);
  const window = monthWindow(month, today);
  return window ? keyOf({ location, ...window }) : `${location}|${month}|past`;
}

/** The failed state's "Try again": the same window again. */
export function retryClasses(): Promise<void> {
  return lastWindow ? loadClasses(lastWindow, true) : Promise.resolve();
}

/** Places changed (added, removed): the window's places again, without a loading state. */
export function refreshPlaces(): Promise<void> {
  return lastWindow ? loadClasses(lastWindow, true) : Promise.resolve();
}

/** What the drawer says when a session's variants could not be had. */
export const VARIANTS_FAILED = 'Sorry, this session is not available. Please try again.';

function setVariants(spaClassId: string, state: VariantsState) {
  $classVariants.set({ ...$classVariants.get(), [spaClassId]: state });
}

/** A session's variants (FetchClassItems), once per session unless it failed. */
export async function loadVariants(spaClassId: string): Promise<void> {
  const now = $classVariants.get()[spaClassId];
  if (now && now.status !== 'failed') return;
  setVariants(spaClassId, { status: 'loading' });
  const data = { SpaClassId: spaClassId, WebFolioId: $session.get()?.WebFolioId ?? null };
  let spaClass: SpaClass | null = null;
  // A lapsed session goes through the expired notice (a new session); other failures are
  // logged and said in words, with the drawer's retry.
  const outcome = await runChange('activities: FetchClassItems', data, async () => {
    const answer = await fetchClassItems(data);
    spaClass = answer.SpaClass;
    return answer;
  });
  const found = spaClass as SpaClass | null;
  if (outcome.ok && found) {
    setVariants(spaClassId, { status: 'loaded', variants: found.GroupItems.Item });
  } else {
    const message = outcome.ok ? null : outcome.message;
    setVariants(spaClassId, { status: 'failed', message: message ?? VARIANTS_FAILED });
  }
}
