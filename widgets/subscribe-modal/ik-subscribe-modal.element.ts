import dialogCss from '../../src/ui/dialog.css?inline';
import { defineWidget } from '../../src/ui/define-widget';
import { SubscribeModal, type SubscribeModalProps } from './SubscribeModal';

/**
 * The two-list newsletter modal. It opens 3 seconds after the page loads, only when the
 * `signupCookie` cookie is absent; a native modal `<dialog>` that keeps focus inside, closes
 * on Escape or Close and gives focus back. Both lists are ticked by default; Subscribe is off
 * while no list is ticked and while sending. Subscribing (`/system/multi-subscribe`) or
 * "Hide me forever" sets the cookie for 90 days, path /.
 *
 * @element ik-subscribe-modal
 * @attr {number} delay - Milliseconds after load before it opens (default 3000).
 * @attr {string} heading - The modal's title (default "Join our mailing lists").
 * @fires ik-analytics - `{ event: 'sign_up', form: 'ik-subscribe-modal' }` once subscribed.
 * @csspart dialog - The modal.
 * @csspart dialog-title - Its title.
 * @csspart form - The form.
 * @csspart field - Each label, control and message group.
 * @csspart input - Each input.
 * @csspart field-error - A field's message.
 * @csspart hint - "Tick at least one newsletter", while none is ticked.
 * @csspart error - What went wrong with the last post (a live region).
 * @csspart failure - The old name of `error` (deprecated: it goes in the next major version).
 * @csspart submit - The Subscribe button.
 * @csspart sent - The thank-you that replaces the form.
 * @csspart hide-forever - The "Hide me forever" button.
 * @csspart close - The Close button.
 * @csspart button - Each button of the kit.
 * @csspart error - Stands in for the element when it cannot be drawn.
 * @csspart error-summary - The form's problems, listed after a send that found some.
 * @csspart error-summary-title - The heading of the problems' list.
 * @csspart error-summary-link - Each problem, a link to its field.
 * @csspart field-hint - A field's hint (what to type, or why it is asked).
 * @csspart again - The button that shows the form again after it was sent.
 * @csspart other-ways - The hotel's phone and email, offered when the form cannot be sent at all.
 */
export const IkSubscribeModal = defineWidget<SubscribeModalProps>({
  tag: 'ik-subscribe-modal',
  view: SubscribeModal,
  attributes: { delay: 'number', heading: 'string' },
  // The form's styles come with its chunk (SubscribeModalForm), when the modal opens.
  styles: dialogCss,
});
