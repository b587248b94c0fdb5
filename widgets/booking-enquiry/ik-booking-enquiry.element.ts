import { defineForm } from '../../src/ui/form/define-form';
import { BookingEnquiry, type BookingEnquiryProps } from './BookingEnquiry';

/**
 * A booking enquiry. Sends name, phone, email, arrival date (not before today), nights,
 * rooms, adults (required), children, babies and notes (optional) to `/system/booking-form`,
 * with the page's subject and recipient, after a bot check. Failure keeps every value and
 * offers to send again; the draft survives a reload.
 *
 * @element ik-booking-enquiry
 * @attr {string} subject - The subject of the email the hotel receives.
 * @attr {string} mailto - Who at the hotel receives it (an email address).
 * @attr {string} heading - A visible heading for the form (none by default).
 * @fires ik-analytics - `{ event: 'generate_lead', form: 'ik-booking-enquiry' }` once sent.
 * @csspart form - The form.
 * @csspart title - The heading, when given.
 * @csspart field - Each label, control and message group.
 * @csspart input - Each text input and textarea.
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
export const IkBookingEnquiry = defineForm<BookingEnquiryProps>(
  'ik-booking-enquiry',
  BookingEnquiry,
  {
    subject: 'string',
    mailto: 'string',
    heading: 'string',
  },
);
