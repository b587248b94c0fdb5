import { isSafeNavigation } from '../safety/safe-url';

/** What a page asks the browser to get ready for a hand-off, as Speculation Rules text. */
export interface HandoffSpeculation {
  /** The address the guest would be sent to, absolute. */
  readonly url: string;
  /** The `<script type="speculationrules">` text that prerenders it. */
  readonly rules: string;
}

/**
 * The speculation for a same-tab hand-off (issue 35 §3): the engine's Book your Stay at `url`
 * is prerendered when the address passes the one safe-URL rule (`isSafeNavigation`) and is on
 * the page's own origin (browsers prerender only same-origin pages without the other page's
 * opt-in); anything else (an external engine, a refused address) is never speculated on.
 */
export function handoffSpeculation(url: string, pageOrigin: string): HandoffSpeculation | null {
  if (!isSafeNavigation(url)) return null;
  let absolute: URL;
  try {
    absolute = new URL(url.trim(), pageOrigin);
  } catch {
    return null;
  }
  if (absolute.origin !== pageOrigin) return null;
  const rules = { prerender: [{ source: 'list', urls: [absolute.href], eagerness: 'immediate' }] };
  return { url: absolute.href, rules: JSON.stringify(rules) };
}
