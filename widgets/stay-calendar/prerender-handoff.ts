import { handoffSpeculation } from '../../src/domain/public/handoff-speculation';

/** The one hand-off speculation of the page, whichever calendar asked for it last. */
const MARK = 'data-ik-handoff';

const supportsRules = () =>
  typeof HTMLScriptElement.supports === 'function' &&
  HTMLScriptElement.supports('speculationrules');

/**
 * Get Book your Stay ready for a complete range (issue 35 §3): where the browser takes
 * Speculation Rules, one `<script type="speculationrules">` in the page's head prerenders the
 * hand-off address (a new range replaces it, so only the latest is ever prerendered);
 * elsewhere a `<link rel="prefetch">` fetches its document. `null` (no range, or dates that
 * cannot be booked) removes it. The address goes through the safe-URL rule first; the rules
 * are set as text, never parsed as HTML. The prerendered page books, holds and counts nothing
 * until the guest opens it (`document.prerendering`: src/core/analytics.ts).
 */
export function prerenderHandoff(url: string | null, doc: Document = document): void {
  const found = url === null ? null : handoffSpeculation(url, doc.location.origin);
  const old = doc.head.querySelector(`[${MARK}]`);
  if (old && found && old.getAttribute(MARK) === found.url) return;
  old?.remove();
  if (!found) return;
  let hint: HTMLElement;
  if (supportsRules()) {
    const script = doc.createElement('script');
    script.type = 'speculationrules';
    script.textContent = found.rules;
    hint = script;
  } else {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.as = 'document';
    link.href = found.url;
    hint = link;
  }
  hint.setAttribute(MARK, found.url);
  doc.head.append(hint);
}
