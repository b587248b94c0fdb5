/**
 * Every DOM event innkit dispatches, with its detail. Events bubble and cross shadow roots
 * (`composed`), so a page listens on the element or anywhere above it. A step the page may
 * veto is a cancelable `ik-before-…` event: call `preventDefault()` to stop it.
 */
export interface IkEventMap {
  /** The same GA4 payload that was pushed to `window.dataLayer`. */
  'ik-analytics': AnalyticsPayload;
  /** A header link is about to be followed; cancel it to route in-page. */
  'ik-before-navigate': { route: HeaderRoute; href: string };
  /** A guest logged in. */
  'ik-logged-in': { firstName: string | null };
  /** A guest is about to be sent on after logging in; cancel to stay on the page. */
  'ik-before-redirect': { href: string };
  /** A session notice was shown to the guest. */
  'ik-session-notice': { kind: NoticeKind };
  /** A panel (slide-out menu, navigation overlay, quick-book panel, page popup) opened or closed. */
  'ik-toggle': { open: boolean };
  /** The mobile tab bar showed another tab (`index` in the editor's order). */
  'ik-tab-show': { index: number; label: string };
  /** A golf hole's tee was chosen. */
  'ik-tee-change': { hole: number | null; tee: string; yards: number };
  /** A stay search is about to hand off to a booking engine; cancel it to route in-page. */
  'ik-before-handoff': StayHandoffDetail;
}

/** Where a stay search is going, and what the guest chose. */
export interface StayHandoffDetail {
  url: string;
  /** `_blank`: a new tab; `_self`: this tab. */
  target: '_self' | '_blank';
  /** True for the external booking engine. */
  external: boolean;
  venue: string;
  /** `YYYY-MM-DD`. */
  arrival: string;
  departure: string;
  nights: number;
  guests: { adults: number; children: number; infants: number };
  /** Package mode: the offer of the arrival date's rate. */
  offer: string | null;
}

export type IkEventName = keyof IkEventMap;

export type HeaderRoute =
  'home' | 'book' | 'login-register' | 'my-booking' | 'account' | 'cart' | 'logout';

export type NoticeKind =
  'session-warning' | 'booking-expired' | 'system-offline' | 'connection-problem';

export interface AnalyticsPayload {
  event: string;
  ecommerce?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * Dispatch an innkit event from `target`. Returns false when a listener cancelled it.
 */
export function dispatchIk<K extends IkEventName>(
  target: EventTarget,
  name: K,
  detail: IkEventMap[K],
  options: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, {
      detail,
      bubbles: true,
      composed: true,
      cancelable: options.cancelable ?? false,
    }),
  );
}
