/**
 * Every tag the loader knows, each built to `dist/<tag>.js`. A unit test keeps this list in
 * step with the `widgets/<name>/<tag>.element.ts` files.
 */
export const WIDGET_TAGS = [
  'ik-header',
  'ik-login-form',
  'ik-session-notice',
  'ik-stay-calendar',
  'ik-booking-engine',
  'ik-contact-form',
  'ik-booking-enquiry',
  'ik-competition-form',
  'ik-subscribe-form',
  'ik-subscribe-modal',
  'ik-site-visit-form',
  'ik-combined-stay-form',
  // Page furniture (issue 5).
  'ik-slide-menu',
  'ik-nav-overlay',
  'ik-quick-book',
  'ik-page-popup',
  'ik-site-menu',
  'ik-mobile-tabs',
  'ik-golf-hole',
] as const;

export type WidgetTag = (typeof WIDGET_TAGS)[number];
