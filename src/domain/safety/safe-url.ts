/**
 * The one rule for every address an editor or a page supplies (issue 17, item 13):
 * - a place to go (a link, a redirect, an engine's base address): `http:`/`https:` or a
 *   same-site path (`/…`, not `//host` or `/\host`); `javascript:`, `data:`, `vbscript:` and
 *   every other scheme are refused;
 * - a script to load: only from an allow-list (the reCAPTCHA hosts and the sandbox's
 *   stand-in path), over https unless it is a same-site path.
 * The predicates live here (pure: schemas and domain rules use them); src/core/safe-url.ts
 * adds the reporting (a refused address is said on the console and the default used). Links
 * in content (`safeLink`) and the login redirect (`safeRedirect`) are built on the same rule.
 */

/** Script addresses the page may load: the reCAPTCHA v3 hosts and the sandbox stand-in. */
export const SCRIPT_ALLOW_LIST: readonly string[] = [
  'https://www.google.com/recaptcha/',
  'https://www.recaptcha.net/recaptcha/',
  '/sandbox/recaptcha/',
];

const SAME_SITE_BASE = 'https://innkit.invalid';
/** Control characters, and the backslash browsers read as a slash: never in a same-site path. */
const hasUnsafePathChar = (path: string) => [...path].some((c) => c === '\\' || c < ' ');

/** The address without the spaces and control characters browsers drop from schemes. */
function compact(value: string): string {
  return [...value.trim()].filter((c) => c > ' ' && c !== '\u007f').join('');
}

/** The scheme of an absolute address, lower case (`null` for a path or a relative address). */
export function urlScheme(value: string): string | null {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact(value));
  return scheme ? scheme[1]!.toLowerCase() : null;
}

/** A path on this site: starts with one `/`, stays on this site once normalised. */
export function isSameSitePath(value: string): boolean {
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || hasUnsafePathChar(path)) {
    return false;
  }
  try {
    const url = new URL(path, SAME_SITE_BASE);
    return url.origin === SAME_SITE_BASE && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/** An absolute http(s) address that parses (with a host). */
export function isWebAddress(value: string): boolean {
  const scheme = urlScheme(value);
  if (scheme !== 'http' && scheme !== 'https') return false;
  try {
    return new URL(value.trim()).hostname !== '';
  } catch {
    return false;
  }
}

/** A place a guest may be sent: http(s) or a same-site path. */
export function isSafeNavigation(value: string): boolean {
  return isWebAddress(value) || isSameSitePath(value);
}

/** A script address on the allow-list (https, or the stand-in's same-site path). */
export function isAllowedScript(
  value: string,
  allowList: readonly string[] = SCRIPT_ALLOW_LIST,
): boolean {
  const address = value.trim();
  const sameSite = isSameSitePath(address);
  if (!sameSite && !(isWebAddress(address) && urlScheme(address) === 'https')) return false;
  const url = new URL(address, SAME_SITE_BASE);
  const normalised = sameSite ? url.pathname : `${url.origin}${url.pathname}`;
  return allowList.some((allowed) => normalised.startsWith(allowed));
}

export type SafeUrlKind = 'navigation' | 'script';

/** Why an address was refused, for the console. */
export function refusalText(name: string, value: string, kind: SafeUrlKind): string {
  const rule =
    kind === 'script'
      ? 'a script address must be on the allow-list (reCAPTCHA or the sandbox stand-in)'
      : 'an address must be http, https or a path on this site';
  return `${name} "${value}" refused: ${rule}`;
}

/** True when the address passes the rule for its kind. */
export function isSafeUrl(value: string, kind: SafeUrlKind): boolean {
  return kind === 'script' ? isAllowedScript(value) : isSafeNavigation(value);
}
