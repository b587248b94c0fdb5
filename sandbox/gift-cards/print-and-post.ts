import { formatDate } from '../../src/domain/format/format-date';
import { formatMoney } from '../../src/domain/format/format-money';
import { type GiftAddress, giftAddressLine } from '../../src/domain/gift-cards/gift-delivery-text';
import type { Repos } from '../db/repos';
import { escapeHtml as e } from '../lib/escape-html';

/** The posted gift cards to print and send, newest first (the mailbox's JSON). */
export function printAndPostJobs(repos: Pick<Repos, 'giftCards'>) {
  return repos.giftCards
    .issued()
    .filter((card) => card.method === 'M')
    .map((card) => ({
      code: card.code ?? '',
      value: card.value_minor / 100,
      to: card.issue_to_name,
      address: JSON.parse(card.address_json ?? '{}') as GiftAddress,
      message: card.message,
      expiresOn: card.expires_on ?? '',
      issuedAt: new Date(card.issued_at ?? 0).toISOString(),
    }));
}
export type PrintAndPostJob = ReturnType<typeof printAndPostJobs>[number];

/** The mailbox page's print-and-post section: everything the guest typed is escaped. */
export function printAndPostSection(jobs: readonly PrintAndPostJob[]): string {
  const list = jobs.length
    ? jobs
        .map(
          (job) => `<article>
  <h3>Gift card ${e(formatMoney(job.value))} · ${e(job.code)} · to ${e(job.to)}</h3>
  <p>Post to: ${e(giftAddressLine(job.address))}</p>
  ${job.message ? `<p>Message: ${e(job.message)}</p>` : ''}
  <p>Valid until ${e(formatDate(job.expiresOn))} · <time datetime="${e(job.issuedAt)}">${e(job.issuedAt)}</time></p>
</article>`,
        )
        .join('\n')
    : '<p>No gift cards to post yet.</p>';
  return `<section aria-labelledby="print-and-post-heading">
    <h2 id="print-and-post-heading">Print and post (${jobs.length})</h2>
    ${list}
  </section>`;
}
