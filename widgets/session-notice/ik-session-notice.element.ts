import buttonCss from '../../src/ui/button.css?inline';
import dialogCss from '../../src/ui/dialog.css?inline';
import { defineWidget } from '../../src/ui/define-widget';
import { SessionNotice } from './SessionNotice';

/**
 * The page's one session notice (booking-engine.md §4 Session): the five-minute warning with
 * "Keep my booking", the booking-expired notice, the system-offline notice, and a
 * connection-problem notice with "Try again". Pages never place it: the session services add
 * exactly one to the page when a notice is due. It is a modal alert dialog, reachable by
 * keyboard, closed with Escape, and focus returns to where the guest was.
 *
 * @element ik-session-notice
 * @fires ik-session-notice - `detail: { kind }` when a notice is shown.
 * @csspart dialog - The dialog box.
 * @csspart dialog-title - Its heading.
 * @csspart message - The explanation.
 * @csspart action - The main button (Keep my booking, Try again).
 * @csspart close - The close button.
 * @csspart error - A failure of the main action, in plain words.
 * @csspart button - Each button of the kit.
 */
export const IkSessionNotice = defineWidget({
  tag: 'ik-session-notice',
  view: SessionNotice,
  styles: dialogCss + buttonCss,
});
