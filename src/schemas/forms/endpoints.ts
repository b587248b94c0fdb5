/**
 * The seven form posts of public-site.md §7: where each goes, the reCAPTCHA action its token
 * is obtained for (the server refuses a token made for another action), and the analytics
 * event a success pushes. No schemas here, so a form's chunk imports only its own.
 */
export const FORM_KINDS = [
  'contact',
  'booking',
  'competition',
  'subscribe',
  'multiSubscribe',
  'siteVisit',
  'combinedStay',
] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export interface FormEndpoint {
  path: string;
  /** reCAPTCHA v3 action: letters, digits, underscores and slashes only. */
  action: string;
  /** GA4 event pushed after a successful post. */
  event: 'generate_lead' | 'sign_up';
}

export const FORM_ENDPOINTS: Readonly<Record<FormKind, FormEndpoint>> = {
  contact: { path: '/system/contact-form', action: 'contact_form', event: 'generate_lead' },
  booking: { path: '/system/booking-form', action: 'booking_form', event: 'generate_lead' },
  competition: {
    path: '/system/competition-form',
    action: 'competition_form',
    event: 'generate_lead',
  },
  subscribe: { path: '/system/subscribe', action: 'subscribe', event: 'sign_up' },
  multiSubscribe: { path: '/system/multi-subscribe', action: 'multi_subscribe', event: 'sign_up' },
  siteVisit: { path: '/system/site-visit-form', action: 'site_visit_form', event: 'generate_lead' },
  combinedStay: {
    path: '/system/machrie-links-form',
    action: 'machrie_links_form',
    event: 'generate_lead',
  },
};
