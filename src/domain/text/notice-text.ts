import type { NoticeKind } from '../../core/events';

export interface NoticeText {
  title: string;
  body: string;
  /** The main action's label, when the notice has one besides closing. */
  action?: string;
  close: string;
}

/** What each session notice says (booking-engine.md §4 Session; plain words for guests). */
export const NOTICE_TEXT: Record<NoticeKind, NoticeText> = {
  'session-warning': {
    title: 'Your booking will expire in 5 minutes',
    body: 'We hold the items in your cart while you book. Choose "Keep my booking" to hold them for longer.',
    action: 'Keep my booking',
    close: 'Close',
  },
  'booking-expired': {
    title: 'Your booking has expired',
    body: 'Your session timed out, so the items held in your cart were released. Please search again to book them.',
    close: 'OK',
  },
  'system-offline': {
    title: 'Online booking is unavailable',
    body: 'Our booking system is offline at the moment. Please try again later, or call us to book.',
    close: 'Close',
  },
  'connection-problem': {
    title: 'We could not reach the booking system',
    body: 'Please check your connection and try again.',
    action: 'Try again',
    close: 'Close',
  },
};
