import type { FormKind } from '../../src/schemas/forms/endpoints';
import { randomToken } from '../lib/random-token';
import type { SandboxDatabase } from './open-database';
import type { FormSubmissionRow } from './rows';

export interface NewFormSubmission {
  kind: FormKind;
  path: string;
  /** The validated form fields, as the server read them. */
  formData: unknown;
  /** The competition's `mailchimp` part, when there is one. */
  mailchimp?: unknown;
  recaptchaScore: number | null;
  /** Who sent it (the client's address), as the throttle counts. */
  client: string;
}

/** Everything the forms sent, newest first: what the mailbox page lists. */
export function createFormSubmissionsRepo(db: SandboxDatabase) {
  const insert = db.prepare(
    `INSERT INTO form_submissions (reference, kind, path, form_json, mailchimp_json,
       recaptcha_score, client, created_at)
     VALUES (@reference, @kind, @path, @form_json, @mailchimp_json, @recaptcha_score, @client,
       @created_at)`,
  );
  const selectById = db.prepare<[number], FormSubmissionRow>(
    'SELECT * FROM form_submissions WHERE id = ?',
  );
  const selectRecent = db.prepare<[number], FormSubmissionRow>(
    'SELECT * FROM form_submissions ORDER BY id DESC LIMIT ?',
  );

  return {
    /** Runs `work` in one transaction: a submission and what it changes are kept together. */
    transaction: <T>(work: () => T): T => db.transaction(work)(),
    add(submission: NewFormSubmission, now: number): FormSubmissionRow {
      const { lastInsertRowid } = insert.run({
        reference: `IK-${randomToken(5).toUpperCase()}`,
        kind: submission.kind,
        path: submission.path,
        form_json: JSON.stringify(submission.formData),
        mailchimp_json:
          submission.mailchimp === undefined ? null : JSON.stringify(submission.mailchimp),
        recaptcha_score: submission.recaptchaScore,
        client: submission.client,
        created_at: now,
      });
      const row = selectById.get(Number(lastInsertRowid));
      if (!row) throw new Error('Form submission insert failed');
      return row;
    },
    recent: (limit = 200): FormSubmissionRow[] => selectRecent.all(limit),
    count: (): number =>
      db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM form_submissions').get()?.n ?? 0,
    clear(): void {
      db.prepare('DELETE FROM form_submissions').run();
    },
  };
}
export type FormSubmissionsRepo = ReturnType<typeof createFormSubmissionsRepo>;
