import type { BrowserContext, Page } from 'playwright-core';

/** One Content-Security-Policy violation, as a frame saw it or the console told it. */
export interface CspViolation {
  /** The address of the frame it happened in. */
  frame: string;
  /** `directive blocked-source (source:line)` or the console's text. */
  what: string;
}

/**
 * In every frame, before its own scripts run: each `securitypolicyviolation` (they bubble and
 * cross shadow roots) is handed to the journey through a binding. Written as a string so that
 * nothing the test runner adds to functions reaches the page. Init scripts and bindings come
 * through the DevTools protocol, which the page's policy does not govern.
 */
const LISTEN = `document.addEventListener('securitypolicyviolation', (e) => {
  const where = e.sourceFile ? ' (' + e.sourceFile + ':' + e.lineNumber + ')' : '';
  window.ikCspViolation(e.effectiveDirective + ' ' + (e.blockedURI || 'inline') + where);
}, true);`;

/** A console message Chromium writes when a policy refuses something. */
const CSP_MESSAGE = /Content Security Policy|Refused to (load|apply|execute|frame|connect|send)/i;

/**
 * Collects every CSP violation in every page and frame of `context` (the payment page's frame
 * and its result page included): the `securitypolicyviolation` events and the console's CSP
 * errors. The returned list fills as they happen; a journey expects it empty.
 */
export async function watchCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const seen: CspViolation[] = [];
  await context.exposeBinding('ikCspViolation', ({ frame }, what: string) => {
    seen.push({ frame: frame.url(), what });
  });
  await context.addInitScript(LISTEN);
  const watchConsole = (page: Page) =>
    page.on('console', (message) => {
      if (CSP_MESSAGE.test(message.text())) {
        seen.push({ frame: message.location().url || page.url(), what: message.text() });
      }
    });
  context.pages().forEach(watchConsole);
  context.on('page', watchConsole);
  return seen;
}
