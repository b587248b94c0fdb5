/**
 * The booking engine's route table (booking-engine.md §2), relative to its base
 * (/the-lake/book). Order matters: the first pattern that matches wins, so the stay search
 * comes before book-stay (whose optional `:arrive` would also match "search").
 * `screen` names the screen that shows the route; `ready` is false while that screen is
 * still to come (a "coming soon" panel stands in).
 */
export const BOOKING_ROUTES = [
  { name: 'book', path: '', title: 'Make a booking', screen: 'landing', ready: true },
  {
    name: 'stay-search',
    path: '/stay/search/:location?',
    title: 'Search Availability',
    screen: 'stay-search',
    ready: true,
  },
  {
    name: 'book-stay',
    path: '/stay/:arrive?/:nights?/:adult?/:child?/:infants?/:location?',
    title: 'Book your Stay',
    screen: 'book-stay',
    ready: true,
  },
  { name: 'cart', path: '/cart', title: 'Your cart', screen: 'cart', ready: true },
  {
    name: 'login-register',
    path: '/login-register',
    title: 'Login or create an account',
    screen: 'login-register',
    ready: true,
  },
  { name: 'checkout', path: '/checkout', title: 'Checkout', screen: 'checkout', ready: true },
  {
    name: 'my-booking',
    path: '/my-booking',
    title: 'Your Bookings',
    screen: 'my-booking',
    ready: true,
  },
  {
    name: 'dining',
    path: '/my-booking/restaurants/:date',
    title: 'Dining',
    screen: 'dining',
    ready: true,
  },
  {
    name: 'my-treatments',
    path: '/my-booking/treatments/:date?',
    title: 'Spa treatments',
    screen: 'treatments',
    ready: true,
  },
  { name: 'profile', path: '/account', title: 'Your profile', screen: 'profile', ready: true },
  {
    name: 'reset-password',
    path: '/account/reset-password',
    title: 'Reset your password',
    screen: 'reset-password',
    ready: true,
  },
  {
    name: 'gift-cards',
    path: '/gift-cards',
    title: 'Gift cards',
    screen: 'gift-cards',
    ready: true,
  },
  {
    name: 'treatments',
    path: '/treatments',
    title: 'Spa treatments',
    screen: 'treatments',
    ready: true,
  },
  {
    name: 'activities',
    path: '/activities',
    title: 'Activities',
    screen: 'activities',
    ready: true,
  },
  {
    name: 'wild-swimming',
    path: '/activities/wild-swimming',
    title: 'Wild swimming',
    screen: 'wild-swimming',
    ready: true,
  },
  {
    name: 'fellside-sauna',
    path: '/activities/fellside-sauna',
    title: 'Fellside sauna',
    screen: 'fellside-sauna',
    ready: true,
  },
  {
    name: 'events',
    path: '/activities/events/:date?',
    title: 'Events',
    screen: 'events',
    ready: true,
  },
  {
    name: 'ice-skating',
    path: '/activities/ice-skating',
    title: 'Ice skating',
    screen: 'ice-skating',
    ready: true,
  },
  {
    name: 'ice-skating-schools',
    path: '/activities/ice-skating/schools',
    title: 'Ice skating for schools',
    screen: 'ice-skating',
    ready: true,
  },
  {
    name: 'special-events',
    path: '/special-events/:date?',
    title: 'Special events',
    screen: 'special-events',
    ready: true,
  },
] as const;

export type BookingRoute = (typeof BOOKING_ROUTES)[number];
export type BookingRouteName = BookingRoute['name'] | 'not-found';

/** The title of the not-found page. */
export const NOT_FOUND_TITLE = 'Page not found';
