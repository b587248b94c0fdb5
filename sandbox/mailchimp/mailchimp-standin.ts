import { createHash } from 'node:crypto';
import type { Repos } from '../db/repos';
import type { MailchimpMemberRow } from '../db/rows';

/** Mailchimp's member id: the MD5 of the lower-cased email. */
export function subscriberHash(email: string): string {
  return createHash('md5').update(email.trim().toLowerCase()).digest('hex');
}

export interface MemberInput {
  email: string;
  firstName: string;
  lastName: string;
  tags?: readonly string[];
}

export type UpsertResult =
  | { ok: true; status: 'subscribed' | 'pending'; created: boolean }
  | { ok: false; error: 'Resource Not Found' };

/**
 * `PUT /lists/{list}/members/{hash}` with `status_if_new`, as the hotel's server calls it: a
 * new member is `subscribed`, or `pending` on a double opt-in list; an existing member (same
 * email in any case) is updated, not duplicated: names replaced, tags added, a subscribed
 * member stays subscribed, a pending one stays pending, and one who had left subscribes again
 * (pending again on a double opt-in list).
 */
export function upsertMember(
  repos: Repos,
  listId: string,
  input: MemberInput,
  now: number,
): UpsertResult {
  const list = repos.mailchimp.list(listId);
  if (!list) return { ok: false, error: 'Resource Not Found' };
  const hash = subscriberHash(input.email);
  const existing = repos.mailchimp.member(listId, hash);
  const joining = list.double_opt_in ? 'pending' : 'subscribed';
  const status: 'subscribed' | 'pending' =
    existing?.status === 'subscribed' || existing?.status === 'pending' ? existing.status : joining;
  const tags = new Set<string>(existing ? (JSON.parse(existing.tags_json) as string[]) : []);
  for (const tag of input.tags ?? []) tags.add(tag);
  const member: MailchimpMemberRow = {
    list_id: listId,
    subscriber_hash: hash,
    email: input.email.trim(),
    status,
    first_name: input.firstName,
    last_name: input.lastName,
    tags_json: JSON.stringify([...tags]),
    created_at: existing?.created_at ?? now,
    updated_at: now,
  };
  repos.mailchimp.saveMember(member);
  return { ok: true, status, created: !existing };
}

/** The member clicked the link in the confirmation email: pending becomes subscribed. */
export function confirmMember(repos: Repos, listId: string, email: string, now: number): boolean {
  const existing = repos.mailchimp.member(listId, subscriberHash(email));
  if (existing?.status !== 'pending') return false;
  repos.mailchimp.saveMember({ ...existing, status: 'subscribed', updated_at: now });
  return true;
}
