import { bookingEnquiryFormSchema } from './booking-enquiry';
import { combinedStayFormSchema } from './combined-stay';
import { competitionFormSchema } from './competition';
import { ContactFormSchema } from './contact';
import type { FormKind } from './endpoints';
import { competitionPostSchema, formPostSchema } from './envelope';
import type { FormRules } from './fields';
import { MultiSubscribeFormSchema } from './multi-subscribe';
import { siteVisitFormSchema } from './site-visit';
import { SubscribeFormSchema } from './subscribe';

/**
 * The whole body each endpoint accepts, as the server checks it: every form's rules with
 * the server's today. (It cannot know whether a competition asked for a telephone or which
 * site-visit variant sent the form, so those variant-only rules are the page's.) Imports every
 * form: for the sandbox and tests, not for a form's chunk.
 */
export const formPostSchemas = (rules: FormRules) =>
  ({
    contact: formPostSchema(ContactFormSchema),
    booking: formPostSchema(bookingEnquiryFormSchema(rules)),
    competition: competitionPostSchema(competitionFormSchema(rules)),
    subscribe: formPostSchema(SubscribeFormSchema),
    multiSubscribe: formPostSchema(MultiSubscribeFormSchema),
    siteVisit: formPostSchema(siteVisitFormSchema(rules)),
    combinedStay: formPostSchema(combinedStayFormSchema(rules)),
  }) satisfies Record<FormKind, unknown>;
export type FormPostSchemas = ReturnType<typeof formPostSchemas>;
