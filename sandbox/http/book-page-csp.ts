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
 * The booking pages' Content-Security-Policy (the checkout is one of their in-page routes):
 * scripts only from this origin, frames only from this origin and the hosted payment page's,
 * no plugins, no foreign base address. (The journeys run axe through Playwright's evaluate,
 * which the policy does not govern; a `<script>` tag injected into these pages is refused.)
 */
export const bookPageCsp = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
  c.res.headers.set(
    'Content-Security-Policy',
    pagePolicy({
      knownInlineScripts: BOOK_PAGE_INLINE_SCRIPTS,
      frameOrigins: [c.var.deps.payment.origin],
    }),
  );
});
