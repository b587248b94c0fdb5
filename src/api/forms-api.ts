import type { BookingEnquiryFormInput } from '../schemas/forms/booking-enquiry';
import type { CombinedStayFormInput } from '../schemas/forms/combined-stay';
import type { CompetitionFormInput } from '../schemas/forms/competition';
import type { ContactFormInput } from '../schemas/forms/contact';
import { FORM_ENDPOINTS, type FormKind } from '../schemas/forms/endpoints';
import {
  type CompetitionPost,
  type FormAnswer,
  FormAnswerSchema,
  type FormPost,
} from '../schemas/forms/envelope';
import type { MultiSubscribeFormInput } from '../schemas/forms/multi-subscribe';
import type { SiteVisitFormInput } from '../schemas/forms/site-visit';
import type { SubscribeFormInput } from '../schemas/forms/subscribe';
import { request } from './http';

/** The body each form endpoint takes (public-site.md §7). */
export interface FormPostBodies {
  contact: FormPost<ContactFormInput>;
  booking: FormPost<BookingEnquiryFormInput>;
  competition: CompetitionPost<CompetitionFormInput>;
  subscribe: FormPost<SubscribeFormInput>;
  multiSubscribe: FormPost<MultiSubscribeFormInput>;
  siteVisit: FormPost<SiteVisitFormInput>;
  combinedStay: FormPost<CombinedStayFormInput>;
}

/**
 * Send a form. Answers the validated `FormAnswer`; throws `ApiError` otherwise: `network`,
 * `timeout`, `rate-limited` (429, `detail.retryAfterSeconds` from Retry-After), `http` (any
 * other 4xx/5xx; a 422 lists the server's problems in `detail.issues` as `path: message`,
 * e.g. `formData.email: …` or `recaptcha: …` for a refused bot check) or `invalid-answer`.
 */
export const postForm = <K extends FormKind>(
  kind: K,
  body: FormPostBodies[K],
): Promise<FormAnswer> => request(FormAnswerSchema, 'POST', FORM_ENDPOINTS[kind].path, body);

export const postContactForm = (body: FormPostBodies['contact']) => postForm('contact', body);
export const postBookingForm = (body: FormPostBodies['booking']) => postForm('booking', body);
export const postCompetitionForm = (body: FormPostBodies['competition']) =>
  postForm('competition', body);
export const postSubscribe = (body: FormPostBodies['subscribe']) => postForm('subscribe', body);
export const postMultiSubscribe = (body: FormPostBodies['multiSubscribe']) =>
  postForm('multiSubscribe', body);
export const postSiteVisitForm = (body: FormPostBodies['siteVisit']) => postForm('siteVisit', body);
export const postCombinedStayForm = (body: FormPostBodies['combinedStay']) =>
  postForm('combinedStay', body);
