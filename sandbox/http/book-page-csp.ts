import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { pagePolicy } from './page-policy';

/**
 * The booking pages' inline scripts known in advance (none: the page carries a JSON config
 * block and the bundle's `src` script). A script is approved only by its hash listed here,
 * never because it was found in the response: injected HTML gets no approval.
 */
export const BOOK_PAGE_INLINE_SCRIPTS: readonly string[] = [];

/**
 * The booking pages' Content-Security-Policy: the strict page policy (docs/security.md) whose frames may
 * also come from the hosted payment page's origin.
 */
export function bookPagePolicy(paymentOrigin: string): string {
  return pagePolicy({
    knownInlineScripts: BOOK_PAGE_INLINE_SCRIPTS,
    frameOrigins: [paymentOrigin],
  });
}

/**
 * Sends the booking pages' policy (the checkout is one of their in-page routes): everything
 * from this origin, styles from files only, frames from this origin and the payment page's,
 * no plugins, no foreign base address. (The journeys run axe through Playwright's evaluate,
 * which the policy does not govern; a `<script>` tag injected into these pages is refused.)
 */
export const bookPageCsp = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
  c.res.headers.set('Content-Security-Policy', bookPagePolicy(c.var.deps.payment.origin));
});
