import { defineForm } from '../../src/ui/form/define-form';
import { CompetitionForm, type CompetitionFormProps } from './CompetitionForm';

/**
 * A competition entry. Sends first name, surname and email (required), telephone and message
 * when asked for, the two hotels' newsletter consents and the partners the entrant agreed to
 * hear from, to `/system/competition-form` with the Mailchimp list, after a bot check. The
 * thank-you shows the closing date. A failed post keeps every value, offers to send again, and
 * is logged to `/log/client` (action and response, no personal details).
 *
 * @element ik-competition-form
 * @attr {string} competition-id - The competition (required by the server).
 * @attr {string} closing-date - YYYY-MM-DD, shown in the thank-you as `D MMMM, YYYY`.
 * @attr {string} partners - JSON list of `{ "name", "terms_url" }`; or put the same JSON in a
 *   `<script type="application/json">` child. Entries without an http(s) terms link are left out.
 * @attr {string} list - The Mailchimp list entrants join (default `competitions`).
 * @attr {boolean} ask-telephone - Show a telephone field (then required).
 * @attr {boolean} ask-message - Show an optional message field.
 * @attr {string} heading - A visible heading for the form (none by default).
 * @fires ik-analytics - `{ event: 'generate_lead', form: 'ik-competition-form' }` once sent.
 * @csspart form - The form.
 * @csspart title - The heading, when given.
 * @csspart field - Each label, control and message group.
 * @csspart input - Each text input and textarea.
 * @csspart field-error - A field's message.
 * @csspart error - What went wrong with the last post (a live region).
 * @csspart failure - The old name of `error` (deprecated: it goes in the next major version).
 * @csspart submit - The Enter button ("Send again" after a failure).
 * @csspart sent - The thank-you, with the closing date.
 * @csspart button - Each button of the kit.
 * @csspart error - Stands in for the element when it cannot be drawn.
 * @csspart error-summary - The form's problems, listed after a send that found some.
 * @csspart error-summary-title - The heading of the problems' list.
 * @csspart error-summary-link - Each problem, a link to its field.
 * @csspart field-hint - A field's hint (what to type, or why it is asked).
 * @csspart again - The button that shows the form again after it was sent.
 * @csspart other-ways - The hotel's phone and email, offered when the form cannot be sent at all.
 * @cssprop --ik-form-max-width - The form's maximum width (default 40rem).
 */
export const IkCompetitionForm = defineForm<CompetitionFormProps>(
  'ik-competition-form',
  CompetitionForm,
  {
    competitionId: 'string',
    closingDate: 'string',
    partners: 'json',
    list: 'string',
    askTelephone: 'boolean',
    askMessage: 'boolean',
    heading: 'string',
  },
);
