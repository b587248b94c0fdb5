import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { BookingRoute } from '../../src/domain/routes/booking-routes';
import { SCREEN_IMPORTS } from './screen-imports';
import type { ScreenProps } from './screen-props';

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

/** Every screen is its own chunk, loaded when its route is first shown. */
export const NotFoundScreen = lazy(() => import('./screens/not-found/NotFound'));
export const ComingSoonScreen: Screen = lazy(() => import('./screens/coming-soon/ComingSoon'));

/** The screens that start afresh for each address (a new search, a new link). */
const FRESH_PER_PATH: ReadonlySet<BookingRoute['screen']> = new Set([
  'book-stay',
  'dining',
  'reset-password',
  'ice-skating',
]);

/**
 * The screen of each route's `screen` name; a name without one shows "coming soon".
 * `freshPerPath`: the screen starts afresh for each address (a new search, a new link).
 */
export const SCREENS: Partial<
  Record<BookingRoute['screen'], { Screen: Screen; freshPerPath?: boolean }>
> = Object.fromEntries(
  Object.entries(SCREEN_IMPORTS).map(([name, load]) => [
    name,
    { Screen: lazy(load), freshPerPath: FRESH_PER_PATH.has(name as BookingRoute['screen']) },
  ]),
);
