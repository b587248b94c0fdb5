import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bookPagePolicy } from './book-page-csp';
import { DEMO_PAGE_POLICY, TOOL_PAGE_POLICY, pagePolicy } from './page-policy';

const SECURITY_DOC = readFileSync(new URL('../../docs/security.md', import.meta.url), 'utf8');

/** The policies docs/security.md gives (its code blocks that start with the header's name). */
function documentedPolicies(): string[] {
  return [...SECURITY_DOC.matchAll(/```\n\s*(Content-Security-Policy: [\s\S]*?)```/g)].map(
    ([, block]) =>
      (block ?? '')
        .replace(/^Content-Security-Policy: /, '')
        .replace(/\s*\n\s*/g, ' ')
        .trim(),
  );
}

/** What a CMS page has where the sandbox has its own origin. */
const CMS = {
  scriptHosts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  imageHosts: ['<image host>'],
  connectOrigins: ['<apiBase origin>', '<pmsApi origin>'],
  frameOrigins: ['https://www.google.com/recaptcha/'],
};

describe('the strict page policy (issue 21 item 5)', () => {
  it('is, with a CMS page’s origins, exactly what docs/security.md gives for a host and the booking page', () => {
    const host = pagePolicy(CMS);
    const book = pagePolicy({
      ...CMS,
      frameOrigins: [...CMS.frameOrigins, '<payment page origin>'],
    });
    expect(documentedPolicies()).toEqual([host, book]);
  });

  it('is, on the sandbox’s demo and booking pages, its own origin with the icons and the card frame', () => {
    expect(DEMO_PAGE_POLICY).toBe(
      "default-src 'self'; script-src 'self' 'inline-speculation-rules'; style-src 'self'; img-src 'self' data:; " +
        "form-action 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
    );
    expect(bookPagePolicy('http://127.0.0.1:8081')).toBe(
      "default-src 'self'; script-src 'self' 'inline-speculation-rules'; style-src 'self'; img-src 'self' data:; " +
        "frame-src 'self' http://127.0.0.1:8081; " +
        "form-action 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
    );
  });

  it('never allows inline code or eval; the tool pages keep their script rules', () => {
    for (const policy of [DEMO_PAGE_POLICY, bookPagePolicy('http://pay.test'), TOOL_PAGE_POLICY]) {
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("object-src 'none'");
    }
  });
});
