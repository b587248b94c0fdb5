import type { ComponentType } from 'react';
import type { BookingRoute } from '../../src/domain/routes/booking-routes';
import { bookingStepOf, summaryPlacement } from '../../src/domain/routes/booking-steps';
import { $cart, type CartStore } from '../../src/stores';
import { paintFirstScreen } from './first-paint';
import { firstScreen } from './first-screen';
import { pageScreen } from './page-screen';
import type { ScreenProps } from './screen-props';

type ScreenImport = () => Promise<{ default: ComponentType<ScreenProps> }>;

/** Each screen's chunk (screens.ts wraps them in React.lazy); a screen without one is "coming soon". */
export const SCREEN_IMPORTS: Partial<Record<BookingRoute['screen'], ScreenImport>> = {
  landing: () => import('./screens/landing/Landing'),
  cart: () => import('./screens/cart/CartScreen'),
  'book-stay': () => import('./screens/book-stay/BookStay'),
  'stay-search': () => import('./screens/stay-search/StaySearch'),
  'login-register': () => import('./screens/login-register/LoginRegister'),
  'my-booking': () => import('./screens/my-booking/MyBookings'),
  dining: () => import('./screens/dining/DiningScreen'),
  profile: () => import('./screens/profile/Profile'),
  checkout: () => import('./screens/checkout/CheckoutRoute'),
  'gift-cards': () => import('./screens/gift-cards/GiftCards'),
  'reset-password': () => import('./screens/reset-password/ResetPasswordRoute'),
  activities: () => import('./screens/activities/ActivitiesHub'),
  'wild-swimming': () => import('./screens/activities/WildSwimming'),
  'fellside-sauna': () => import('./screens/activities/FellsideSauna'),
  events: () => import('./screens/activities/Events'),
  'special-events': () => import('./screens/activities/SpecialEvents'),
  'ice-skating': () => import('./screens/activities/IceSkating'),
  treatments: () => import('./screens/spa/Treatments'),
};

/** The running booking summary's chunk (BookingEngine.tsx wraps it in React.lazy). */
export const importSummary = () => import('./summary/BookingSummary');

/** Starts importing `screen`'s chunk; React.lazy imports it again and meets a failure there. */
function fetchScreen(screen: BookingRoute['screen']): void {
  SCREEN_IMPORTS[screen]?.().catch(() => undefined);
}

// The page's own screen starts downloading as soon as this module runs. The build gives this
// module a small chunk of its own that the loader runs before the engine's large one
// (scripts/rollup/engine-chunks.mjs), so the screen and the chunks it imports arrive while
// React is still downloading, instead of after it has run (issue 19: a waterfall of one to
// three round trips before the first screen's largest text). React.lazy imports the same
// module later and gets it from the browser's module map. A guest without a session is first
// sent from the cart on to book a stay (first-screen.ts): only that screen is fetched.
const first = firstScreen();
if (first) fetchScreen(first);
// Book your Stay and "your details" show the running summary beside the screen: its chunk
// downloads with the screen's, not once the engine has drawn and asked for it.
const page = first ? pageScreen() : undefined;
if (page && summaryPlacement(bookingStepOf(page.route, page.search))) {
  importSummary().catch(() => undefined);
}
// The screen's heading and skeleton are drawn now, before React's chunk has run (issue 35 §1).
paintFirstScreen(globalThis.document?.querySelector('ik-booking-engine'), page);
// A guest with a session: an empty cart sends them on to book a stay (CartScreen), and that
// screen's download starts as soon as the cart is known empty, not once the cart has drawn.
if (first === 'cart') {
  const goOn = (cart: CartStore) => {
    if (cart.FolioItems.length) return;
    fetchScreen('book-stay');
    importSummary().catch(() => undefined);
  };
  if ($cart.get().loaded) goOn($cart.get());
  else {
    const stop = $cart.listen((cart) => {
      if (!cart.loaded) return;
      stop();
      goOn(cart);
    });
  }
}
