import { isSameSitePath } from './safe-url';

/**
 * Where to send a guest after logging in, from a `redirect` value (booking-engine.md §2:
 * login-register has a redirect query, e.g. `checkout`). A route name is resolved under the
 * booking engine; a same-site path is kept; anything else (another host, `//evil`,
 * `javascript:`) is refused, so a link can never bounce a guest off the site.
 */
export function safeRedirect(value: string | null | undefined, bookBase: string): string | null {
  const target = value?.trim();
  if (!target) return null;
  const book = bookBase.replace(/\/+$/, '');
  if (/^[a-z0-9-]+(\/[a-z0-9-]+)*$/i.test(target)) return `${book}/${target}`;
  // A same-site path by the one safe-URL rule (src/domain/safety/safe-url.ts), kept normalised.
  if (isSameSitePath(target)) {
    const url = new URL(target, 'https://innkit.invalid');
    return `${url.pathname}${url.search}${url.hash}`;
  }
  return null;
}
