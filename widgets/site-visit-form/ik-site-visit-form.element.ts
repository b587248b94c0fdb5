import { defineForm } from '../../src/ui/form/define-form';
import { SiteVisitForm, type SiteVisitFormProps } from './SiteVisitForm';

/**
 * A site visit or group enquiry, sent to `/system/site-visit-form` after a bot check. Contact
 * name, company (or school) name, phone, email, guests (or adults) and a preferred date from
 * today are required; children too for schools. The school variant adds the youngest and
 * oldest school years; the dining variant the dining arrival time. Table layout: "Standard
 * table layout" or "Long tables". A failure keeps every value; the draft survives a reload.
 *
 * @element ik-site-visit-form
 * @attr {string} variant - `standard` (default), `school` or `dining`.
 * @attr {string} subject - The subject of the email the hotel receives.
 * @attr {string} emailto - Who at the hotel receives it (an email address).
 * @attr {string} heading - A visible heading for the form (none by default).
 * @fires ik-analytics - `{ event: 'generate_lead', form: 'ik-site-visit-form' }` once sent.
 * @csspart form - The form.
 * @csspart title - The heading, when given.
 * @csspart field - Each label, control and message group.
 * @csspart input - Each input, select and textarea.
 * @csspart field-error - A field's message.
 * @csspart error - What went wrong with the last post (a live region).
 * @csspart failure - The old name of `error` (deprecated: it goes in the next major version).
 * @csspart submit - The Send enquiry button ("Send again" after a failure).
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
export const IkSiteVisitForm = defineForm<SiteVisitFormProps>('ik-site-visit-form', SiteVisitForm, {
  variant: 'string',
  subject: 'string',
  emailto: 'string',
  heading: 'string',
});
