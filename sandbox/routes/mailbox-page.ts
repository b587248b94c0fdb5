import type { MailboxView } from '../forms/mailbox-view';
import { escapeHtml as e } from '../lib/escape-html';
import { htmlDocument } from '../lib/html-document';
import { printAndPostSection } from '../gift-cards/print-and-post';

function fieldValue(value: unknown): string {
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : '(none)';
  if (value === '' || value === null || value === undefined) return '(empty)';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function fields(data: Record<string, unknown>): string {
  const rows = Object.entries(data)
    .map(([key, value]) => `<dt>${e(key)}</dt><dd>${e(fieldValue(value))}</dd>`)
    .join('');
  return `<dl>${rows}</dl>`;
}

function submissions(view: MailboxView): string {
  if (!view.submissions.length) return '<p>Nothing has arrived yet.</p>';
  return view.submissions
    .map(
      (s) => `<article aria-labelledby="sub-${e(s.reference)}">
  <h3 id="sub-${e(s.reference)}">${e(s.kind)} · ${e(s.reference)}</h3>
  <p>${e(s.path)} · <time datetime="${e(s.createdAt)}">${e(s.createdAt)}</time> · bot-check score ${e(s.recaptchaScore ?? '–')} · from ${e(s.client)}</p>
  ${fields(s.formData)}
  ${s.mailchimp ? `<p>mailchimp: ${e(JSON.stringify(s.mailchimp))}</p>` : ''}
</article>`,
    )
    .join('\n');
}

function members(view: MailboxView): string {
  if (!view.members.length) return '<p>No one has signed up yet.</p>';
  const rows = view.members
    .map(
      (m) =>
        `<tr><td>${e(m.list)}</td><td>${e(m.email)}</td><td>${e(m.firstName)} ${e(m.lastName)}</td><td>${e(m.status)}</td><td>${e(m.tags.join(', '))}</td><td><time datetime="${e(m.updatedAt)}">${e(m.updatedAt)}</time></td></tr>`,
    )
    .join('\n');
  return `<table>
<caption>Mailchimp stand-in members</caption>
<thead><tr><th scope="col">List</th><th scope="col">Email</th><th scope="col">Name</th><th scope="col">Status</th><th scope="col">Tags</th><th scope="col">Updated</th></tr></thead>
<tbody>${rows}</tbody>
</table>`;
}

/** The account mail (password-reset links): the link is the server's own, escaped all the same. */
function accountMail(view: MailboxView): string {
  if (!view.accountMail.length) return '<p>No account mail yet.</p>';
  return view.accountMail
    .map(
      (m) => `<article>
  <h3>${e(m.subject)} · to ${e(m.to)}</h3>
  <p><time datetime="${e(m.sentAt)}">${e(m.sentAt)}</time></p>
  <p>${e(m.body)}</p>
  ${m.link ? `<p><a href="${e(m.link)}">${e(m.link)}</a></p>` : ''}
</article>`,
    )
    .join('\n');
}

/** The sandbox mailbox at `/sandbox/mailbox`: everything the guest typed is escaped. */
export function mailboxPage(view: MailboxView): string {
  const lists = view.lists
    .map(
      (l) =>
        `<li><code>${e(l.id)}</code>: ${e(l.name)}${l.doubleOptIn ? ' (double opt-in)' : ''}</li>`,
    )
    .join('');
  return htmlDocument({
    title: 'innkit sandbox mailbox',
    style: `  body { max-width: 60rem; }
  article { border-top: 1px solid #ccc; padding: 0.5rem 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 1rem; }
  dt { font-weight: 600; } dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: 0.25rem 0.5rem; border-bottom: 1px solid #ddd; }
`,
    body: `<main>
  <h1>innkit sandbox mailbox</h1>
  <p>Everything the forms and the account area sent, newest first. <a href="/sandbox/mailbox">Refresh</a> · <a href="/sandbox">Sandbox controls</a> · <a href="/sandbox/api/mailbox">JSON</a></p>
  <section aria-labelledby="submissions-heading">
    <h2 id="submissions-heading">Submissions (${view.submissions.length})</h2>
    ${submissions(view)}
  </section>
  <section aria-labelledby="account-mail-heading">
    <h2 id="account-mail-heading">Account mail (${view.accountMail.length})</h2>
    ${accountMail(view)}
  </section>
  ${printAndPostSection(view.printAndPost)}
  <section aria-labelledby="members-heading">
    <h2 id="members-heading">Mailing lists (${view.members.length} members)</h2>
    <ul>${lists}</ul>
    ${members(view)}
  </section>
</main>`,
  });
}
