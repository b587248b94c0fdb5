import { atom } from 'nanostores';
import type { NoticeKind } from '../core/events';

/** The one session notice of the page, shown by `<ik-session-notice>`. */
export const $notice = atom<NoticeKind | null>(null);

export const dismissNotice = () => $notice.set(null);

export const NOTICE_TAG = 'ik-session-notice';

/**
 * Make sure the page has exactly one `<ik-session-notice>` when a notice is raised. The
 * loader sees the new tag and loads its chunk, so pages never place it by hand.
 */
export function showNoticeHost(): () => void {
  return $notice.subscribe((kind) => {
    if (kind && !document.querySelector(NOTICE_TAG)) {
      document.body.append(document.createElement(NOTICE_TAG));
    }
  });
}
