import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { BookingRoute } from '../../src/domain/booking-routes';
import type { ScreenProps } from './screen-props';

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

/** Every screen is its own chunk, loaded when its route is first shown. */
export const NotFoundScreen = lazy(() => import('./screens/not-found/NotFound'));
export const ComingSoonScreen: Screen = lazy(() => import('./screens/coming-soon/ComingSoon'));

/**
 * The screen of each route's `screen` name; a name without one shows "coming soon".
 * `freshPerPath`: the screen starts afresh for each address (a new search, a new link).
 */
export const SCREENS: Partial<
  Record<BookingRoute['screen'], { Screen: Screen; freshPerPath?: boolean }>
> = {
  landing: { Screen: lazy(() => import('./screens/landing/Landing')) },
  cart: { Screen: lazy(() => import('./screens/cart/CartScreen')) },
  'book-stay': {
    Screen: lazy(() => import('./screens/book-stay/BookStay')),
    freshPerPath: true,
  },
  'stay-search': { Screen: lazy(() => import('./screens/stay-search/StaySearch')) },
  'login-register': { Screen: lazy(() => import('./screens/login-register/LoginRegister')) },
  'my-booking': { Screen: lazy(() => import('./screens/my-booking/MyBookings')) },
  dining: {
    Screen: lazy(() => import('./screens/dining/DiningScreen')),
    freshPerPath: true,
  },
  profile: { Screen: lazy(() => import('./screens/profile/Profile')) },
  checkout: { Screen: lazy(() => import('./screens/checkout/CheckoutRoute')) },
  'gift-cards': { Screen: lazy(() => import('./screens/gift-cards/GiftCards')) },
  'reset-password': {
    Screen: lazy(() => import('./screens/reset-password/ResetPasswordRoute')),
    freshPerPath: true,
  },
  activities: { Screen: lazy(() => import('./screens/activities/ActivitiesHub')) },
  'wild-swimming': { Screen: lazy(() => import('./screens/activities/WildSwimming')) },
  'fellside-sauna': { Screen: lazy(() => import('./screens/activities/FellsideSauna')) },
  events: { Screen: lazy(() => import('./screens/activities/Events')) },
  'special-events': { Screen: lazy(() => import('./screens/activities/SpecialEvents')) },
  'ice-skating': {
    Screen: lazy(() => import('./screens/activities/IceSkating')),
    freshPerPath: true,
  },
  treatments: { Screen: lazy(() => import('./screens/spa/Treatments')) },
};
