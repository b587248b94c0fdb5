import { defineForm } from '../../src/ui/form/define-form';
import { ContactForm, type ContactFormProps } from './ContactForm';

/**
 * The contact form. Sends first name, surname, email, telephone and message (all required)
 * with the newsletter opt-in to `/system/contact-form`, after a bot check whose script loads
 * when the guest first uses the form. A failed post keeps every value and offers to send
 * again; the draft survives a reload (sessionStorage) and is cleared once sent.
 *
 * @element ik-contact-form
 * @attr {string} location - `lake` (default), `seaside` or `inn`; posted as `loc`. The
 *   newsletter opt-in radios (yes or no, default no) are hidden for `seaside`.
 * @attr {string} heading - A visible heading for the form (none by default).
 * @attr {string} recaptcha-site-key - The bot-check key (default from config).
 * @attr {string} recaptcha-script - The bot-check script's address (default from config).
 * @fires ik-analytics - `{ event: 'generate_lead', form: 'ik-contact-form' }` once sent.
 * @csspart form - The form.
 * @csspart title - The heading, when given.
 * @csspart field - Each label, control and message group.
 * @csspart input - Each text input, select and textarea.
 * @csspart field-error - A field's message.
 * @csspart error - What went wrong with the last post (a live region).
 * @csspart failure - The old name of `error` (deprecated: it goes in the next major version).
 * @csspart submit - The Send button ("Send again" after a failure).
 * @csspart sent - The thank-you that replaces the form.
 * @csspart again - The "Send another" button under the thank-you.
 * @csspart button - Each button of the kit.
 * @csspart error - Stands in for the element when it cannot be drawn.
 * @csspart error-summary - The form's problems, listed after a send that found some.
 * @csspart error-summary-title - The heading of the problems' list.
 * @csspart error-summary-link - Each problem, a link to its field.
 * @csspart field-hint - A field's hint (what to type, or why it is asked).
 * @csspart other-ways - The hotel's phone and email, offered when the form cannot be sent at all.
 * @cssprop --ik-form-max-width - The form's maximum width (default 40rem).
 * @cssprop --ik-color-danger - Messages and invalid borders.
 */
export const IkContactForm = defineForm<ContactFormProps>('ik-contact-form', ContactForm, {
  location: 'string',
  heading: 'string',
});
