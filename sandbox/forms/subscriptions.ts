import type { FormKind } from '../../src/schemas/forms/endpoints';
import type { FormPostSchemas } from '../../src/schemas/forms/post-schemas';
import type * as v from 'valibot';
import { NEWSLETTER_BY_LOCATION } from '../mailchimp/mailing-lists';
import type { MemberInput } from '../mailchimp/mailchimp-standin';

export type ValidPost<K extends FormKind> = v.InferOutput<FormPostSchemas[K]>;
export type AnyValidPost = { [K in FormKind]: { kind: K; post: ValidPost<K> } }[FormKind];

export interface Subscription {
  list: string;
  /** Where a refused list is reported (422 issue path). */
  path: string;
  member: MemberInput;
}

/** The Mailchimp list memberships a valid post asks for (none for most enquiries). */
export function subscriptionsOf(sent: AnyValidPost): Subscription[] {
  switch (sent.kind) {
    case 'contact': {
      const { formData: f } = sent.post;
      const list = NEWSLETTER_BY_LOCATION[f.loc];
      if (f.consent !== 'true' || !list) return [];
      return [{ list, path: 'formData.loc', member: person(f.email, f.firstName, f.surname) }];
    }
    case 'subscribe': {
      const { formData: f } = sent.post;
      return [
        { list: f.list, path: 'formData.list', member: person(f.email, f.firstName, f.surname) },
      ];
    }
    case 'multiSubscribe': {
      const { formData: f } = sent.post;
      const member = person(f.email, f.firstName, f.surname);
      return [
        ...(f.machrieConsent === 'true'
          ? [{ list: 'machrie', path: 'formData.machrieConsent', member }]
          : []),
        ...(f.lakeConsent === 'true'
          ? [{ list: 'lake', path: 'formData.lakeConsent', member }]
          : []),
      ];
    }
    case 'competition': {
      const { formData: f, mailchimp } = sent.post;
      const member = person(f.email, f.first_name, f.surname);
      return [
        {
          list: mailchimp.list,
          path: 'mailchimp.list',
          member: { ...member, tags: [...mailchimp.tags, `competition:${f.competition_id}`] },
        },
        ...(f.machrieConsent === 'true'
          ? [{ list: 'machrie', path: 'formData.machrieConsent', member }]
          : []),
        ...(f.lakeConsent === 'true'
          ? [{ list: 'lake', path: 'formData.lakeConsent', member }]
          : []),
      ];
    }
    default:
      return [];
  }
}

function person(email: string, firstName: string, lastName: string): MemberInput {
  return { email, firstName, lastName };
}
