import { defineForm } from '../../src/ui/form/define-form';
import { SubscribeForm, type SubscribeFormProps } from './SubscribeForm';
import styles from './subscribe-form.css?inline';

/**
 * A newsletter sign-up to one list: first name, surname and email (required), sent to
 * `/system/subscribe` after a bot check. Subscribing sets the `signupCookie` cookie (90 days,
 * path /). A dismissible block offers "Hide me forever", which sets the same cookie and hides
 * the block; it then stays hidden on every page while the cookie lives.
 *
 * @element ik-subscribe-form
 * @attr {string} list - The mailing list (Mailchimp audience id) to join. Required.
 * @attr {boolean} dismissible - Offer "Hide me forever", and stay hidden once the cookie is set.
 * @attr {string} heading - A visible heading for the form (none by default).
 * @fires ik-analytics - `{ event: 'sign_up', form: 'ik-subscribe-form' }` once subscribed.
 * @csspart card - The block around the form (the surface colour, padded).
 * @csspart form - The form.
 * @csspart title - The heading, when given.
 * @csspart field - Each label, input and message group.
 * @csspart input - Each input.
 * @csspart field-error - A field's message.
 * @csspart error - What went wrong with the last post (a live region).
 * @csspart failure - The old name of `error` (deprecated: it goes in the next major version).
 * @csspart submit - The Subscribe button ("Send again" after a failure).
 * @csspart sent - The thank-you that replaces the form.
 * @csspart hide-forever - The "Hide me forever" button.
 * @csspart button - Each button of the kit.
 * @csspart error - Stands in for the element when it cannot be drawn.
 * @csspart error-summary - The form's problems, listed after a send that found some.
 * @csspart error-summary-title - The heading of the problems' list.
 * @csspart error-summary-link - Each problem, a link to its field.
 * @csspart field-hint - A field's hint (what to type, or why it is asked).
 * @csspart again - The button that shows the form again after it was sent.
 * @csspart other-ways - The hotel's phone and email, offered when the form cannot be sent at all.
 * @cssprop --ik-form-max-width - The form's maximum width (default 40rem).
 * @cssprop --ik-color-surface - The card's background.
 */
export const IkSubscribeForm = defineForm<SubscribeFormProps>(
  'ik-subscribe-form',
  SubscribeForm,
  { list: 'string', dismissible: 'boolean', heading: 'string' },
  styles,
);
