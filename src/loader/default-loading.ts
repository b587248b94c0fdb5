import type { Strategy } from './strategy';
import type { WidgetTag } from './tags';

/** The strategy that loads each tag when its element carries no `loading` attribute. */
export const DEFAULT_LOADING: Readonly<Record<WidgetTag, Strategy>> = {
  // What a guest sees first or needs at once (EAGER_TAGS, which the loader itself holds).
  'ik-header': 'eager',
  'ik-session-notice': 'eager',
  'ik-booking-engine': 'eager',
  // Calendars, forms, menus and panels: when on screen (a closed panel's content when it opens).
  'ik-login-form': 'visible',
  'ik-stay-calendar': 'visible',
  'ik-contact-form': 'visible',
  'ik-booking-enquiry': 'visible',
  'ik-competition-form': 'visible',
  'ik-subscribe-form': 'visible',
  'ik-site-visit-form': 'visible',
  'ik-combined-stay-form': 'visible',
  'ik-slide-menu': 'visible',
  'ik-nav-overlay': 'visible',
  'ik-quick-book': 'visible',
  'ik-site-menu': 'visible',
  'ik-mobile-tabs': 'visible',
  'ik-golf-hole': 'visible',
  // Hidden until they open by themselves: once the page has loaded and the browser is idle.
  'ik-subscribe-modal': 'idle',
  'ik-page-popup': 'idle',
};
