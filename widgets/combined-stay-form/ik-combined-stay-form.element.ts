import { defineForm } from '../../src/ui/form/define-form';
import { CombinedStayForm, type CombinedStayFormProps } from './CombinedStayForm';

/**
 * The combined-stay enquiry (the booking engine's enquiry form), sent to
 * `/system/machrie-links-form` after a bot check. First name, surname, phone, email and the
 * three dates (none in the past) are required; rooms 1–4 or 5+ (default 1), adults 1–9 or 10+
 * (default 2), children and babies none, 1–9 or 10+; message and consent optional. A failure
 * keeps every value and offers to send again; the draft survives a reload.
 *
 * @element ik-combined-stay-form
 * @attr {string} subject - The subject of the email the hotel receives.
 * @attr {string} emailto - Who at the hotel receives it (an email address).
 * @attr {string} heading - A visible heading for the form (none by default).
 * @fires ik-analytics - `{ event: 'generate_lead', form: 'ik-combined-stay-form' }` once sent.
 * @csspart form - The form.
 * @csspart title - The heading, when given.
 * @csspart field - Each label, control and message group.
 * @csspart input - Each input, select and textarea.
 * @csspart field-error - A field's message.
 * @csspart error - What went wrong with the last post (a live region).
 * @csspart failure - The old name of `error` (deprecated: it goes in the next major version).
 * @csspart submit - The Submit button ("Send again" after a failure).
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
 */
export const IkCombinedStayForm = defineForm<CombinedStayFormProps>(
  'ik-combined-stay-form',
  CombinedStayForm,
  { subject: 'string', emailto: 'string', heading: 'string' },
);
