import { createHash } from 'node:crypto';

/** The CSP source expression of one known inline script (its exact text). */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export interface PagePolicyOptions {
  /** Inline scripts the page is known to carry (their text, from the code): hashed. */
  knownInlineScripts?: readonly string[];
  /** Further script hosts (the reCAPTCHA host on a CMS page). */
  scriptHosts?: readonly string[];
  /** Origins the page may frame (the hosted payment page). */
  frameOrigins?: readonly string[];
}

/**
 * The Content-Security-Policy of a page that runs innkit: scripts only from its own origin
 * (the bundle), the listed hosts and the hashes of inline scripts known in advance, never
 * one found in the response; no plugins; no foreign `<base>`; framed only by its own origin.
 * The README's policy for CMS pages is this one with the CMS's own hosts added.
 */
export function pagePolicy(options: PagePolicyOptions = {}): string {
  const scripts = ["'self'", ...(options.scriptHosts ?? [])];
  scripts.push(...(options.knownInlineScripts ?? []).map(scriptHash));
  const directives = [
    `script-src ${scripts.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ];
  if (options.frameOrigins) directives.push(`frame-src 'self' ${options.frameOrigins.join(' ')}`);
  return directives.join('; ');
}

/** The demo pages' policy (what a CMS page should send, with its hosts in place of ours). */
export const DEMO_PAGE_POLICY = pagePolicy();
