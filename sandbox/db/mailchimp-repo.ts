import type { SandboxDatabase } from './open-database';
import type { MailchimpListRow, MailchimpMemberRow } from './rows';

/** The Mailchimp stand-in's lists (audiences) and their members. */
export function createMailchimpRepo(db: SandboxDatabase) {
  const selectList = db.prepare<[string], MailchimpListRow>(
    'SELECT * FROM mailchimp_lists WHERE id = ?',
  );
  const selectLists = db.prepare<[], MailchimpListRow>('SELECT * FROM mailchimp_lists ORDER BY id');
  const insertList = db.prepare(
    `INSERT INTO mailchimp_lists (id, name, double_opt_in) VALUES (@id, @name, @double_opt_in)
     ON CONFLICT(id) DO NOTHING`,
  );
  const selectMember = db.prepare<[string, string], MailchimpMemberRow>(
    'SELECT * FROM mailchimp_members WHERE list_id = ? AND subscriber_hash = ?',
  );
  const selectMembers = db.prepare<[], MailchimpMemberRow>(
    'SELECT * FROM mailchimp_members ORDER BY updated_at DESC, list_id, email',
  );
  const upsertMember = db.prepare(
    `INSERT INTO mailchimp_members (list_id, subscriber_hash, email, status, first_name,
       last_name, tags_json, created_at, updated_at)
     VALUES (@list_id, @subscriber_hash, @email, @status, @first_name, @last_name, @tags_json,
       @created_at, @updated_at)
     ON CONFLICT(list_id, subscriber_hash) DO UPDATE SET email = excluded.email,
       status = excluded.status, first_name = excluded.first_name,
       last_name = excluded.last_name, tags_json = excluded.tags_json,
       updated_at = excluded.updated_at`,
  );

  return {
    list: (id: string): MailchimpListRow | undefined => selectList.get(id),
    lists: (): MailchimpListRow[] => selectLists.all(),
    /** Adds a list unless one with that id exists. */
    addList(list: MailchimpListRow): void {
      insertList.run(list);
    },
    member: (listId: string, hash: string): MailchimpMemberRow | undefined =>
      selectMember.get(listId, hash),
    members: (): MailchimpMemberRow[] => selectMembers.all(),
    saveMember(member: MailchimpMemberRow): void {
      upsertMember.run(member);
    },
    clearMembers(): void {
      db.prepare('DELETE FROM mailchimp_members').run();
    },
  };
}
export type MailchimpRepo = ReturnType<typeof createMailchimpRepo>;
