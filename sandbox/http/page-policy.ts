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
  /** Further origins innkit calls (`apiBase`, the pricing service's `pmsApi`) when not the page's. */
  connectOrigins?: readonly string[];
  /** Further image hosts (the CMS's or the PMS's pictures of rooms and gift cards). */
  imageHosts?: readonly string[];
  /** Origins the page may frame (the hosted payment page, the reCAPTCHA frame). */
  frameOrigins?: readonly string[];
}

/** `'self'` and the given sources, as one directive (nothing added when there are none). */
function directive(name: string, sources: readonly string[] = []): string {
  return [name, "'self'", ...sources].join(' ');
}

/**
 * Scripts only from the page's origin, the listed hosts and hashes of known inline scripts.
 * An innkit page also allows inline Speculation Rules (`'inline-speculation-rules'`: JSON the
 * browser reads as rules and never runs), with which the stay calendar prerenders its hand-off.
 */
function scriptDirective(options: PagePolicyOptions, speculation = false): string {
  const hashes = (options.knownInlineScripts ?? []).map(scriptHash);
  const rules = speculation ? ["'inline-speculation-rules'"] : [];
  return directive('script-src', [...rules, ...(options.scriptHosts ?? []), ...hashes]);
}

const LOCKED = ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'"];

/**
 * The strict Content-Security-Policy of a page that runs innkit (issue 21 item 5), the one the
 * docs/security.md gives: everything from the page's own origin (`default-src 'self'`) unless listed —
 * scripts from the listed hosts and the hashes of inline scripts known in advance, never one
 * found in the response; styles only from files (`style-src 'self'`: no `<style>` element and
 * no `style` attribute in markup; innkit adopts constructed stylesheets and sets styles through
 * the CSSOM, which the policy does not govern); images also as `data:`; calls, images and
 * frames from the listed origins; forms posted only to the page's origin; no plugins, no
 * foreign `<base>`, framed only by its own origin. The sandbox's demo and booking pages send it
 * with their own origins.
 */
export function pagePolicy(options: PagePolicyOptions = {}): string {
  const directives = ["default-src 'self'", scriptDirective(options, true), "style-src 'self'"];
  // `data:` for the icons innkit's stylesheets draw (SVG in `data:` addresses) and a page's
  // empty favicon: an image address runs no script.
  directives.push(directive('img-src', ['data:', ...(options.imageHosts ?? [])]));
  if (options.connectOrigins?.length) {
    directives.push(directive('connect-src', options.connectOrigins));
  }
  if (options.frameOrigins?.length) directives.push(directive('frame-src', options.frameOrigins));
  directives.push("form-action 'self'", ...LOCKED);
  return directives.join('; ');
}

/**
 * The policy of the sandbox's own tool pages (control panel, mailbox, log-out page: plain
 * pages that do not run innkit and carry an inline `<style>`): the same script rules, styles
 * not restricted.
 */
export function toolPagePolicy(options: PagePolicyOptions = {}): string {
  return [scriptDirective(options), ...LOCKED].join('; ');
}

/** The demo pages' policy (what a CMS page should send, with its hosts in place of ours). */
export const DEMO_PAGE_POLICY = pagePolicy();

/** What an HTML answer without a policy of its own carries (the sandbox's tool pages). */
export const TOOL_PAGE_POLICY = toolPagePolicy();
