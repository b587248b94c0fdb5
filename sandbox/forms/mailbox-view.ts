import type { Repos } from '../db/repos';
import type { FormKind } from '../../src/schemas/forms/endpoints';
import { printAndPostJobs } from '../gift-cards/print-and-post';
import { delivery } from './hotel-recipients';

/**
 * What arrived: every submission, every list member and the account mail (password-reset
 * links), newest first (JSON for tests).
 */
export function mailboxView(repos: Repos) {
  return {
    submissions: repos.formSubmissions.recent().map((row) => {
      const formData = JSON.parse(row.form_json) as Record<string, unknown>;
      return {
        reference: row.reference,
        kind: row.kind,
        path: row.path,
        formData,
        // Where the hotel would receive it: its own address, never one the post chose.
        delivery: delivery(row.kind as FormKind, formData),
        mailchimp: row.mailchimp_json === null ? null : (JSON.parse(row.mailchimp_json) as unknown),
        recaptchaScore: row.recaptcha_score,
        client: row.client,
        createdAt: new Date(row.created_at).toISOString(),
      };
    }),
    members: repos.mailchimp.members().map((row) => ({
      list: row.list_id,
      email: row.email,
      status: row.status,
      firstName: row.first_name,
      lastName: row.last_name,
      tags: JSON.parse(row.tags_json) as string[],
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    })),
    accountMail: repos.account.mail().map((m) => ({
      to: m.recipient,
      subject: m.subject,
      body: m.body,
      link: m.link,
      sentAt: new Date(m.created_at).toISOString(),
    })),
    printAndPost: printAndPostJobs(repos),
    lists: repos.mailchimp.lists().map((row) => ({
      id: row.id,
      name: row.name,
      doubleOptIn: row.double_opt_in === 1,
    })),
  };
}
export type MailboxView = ReturnType<typeof mailboxView>;
