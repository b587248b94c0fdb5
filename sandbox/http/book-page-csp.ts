import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

/** The inline scripts of a page (not JSON data blocks, not `src` scripts). */
function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || /type\s*=\s*["']application\/json/i.test(attributes)) {
      continue;
    }
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/**
 * The booking pages' Content-Security-Policy (the checkout is one of their in-page routes):
 * scripts only from this origin (and the page's own inline scripts, by hash), frames only from
 * this origin and the hosted payment page's, no plugins, no foreign base address. (The journeys
 * run axe through Playwright's evaluate, which the policy does not govern; a `<script>` tag
 * injected into these pages is refused, as it should be.)
 */
export const bookPageCsp = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
  const html = await c.res.clone().text();
  const hashes = inlineScripts(html).map(
    (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
  );
  c.res.headers.set(
    'Content-Security-Policy',
    [
      `script-src 'self' ${hashes.join(' ')}`.trim(),
      `frame-src 'self' ${c.var.deps.payment.origin}`,
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'self'",
    ].join('; '),
  );
});
