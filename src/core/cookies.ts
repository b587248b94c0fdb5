/**
 * The page's cookies (path /, SameSite=Lax). One place, so tests and tabs agree. Written and
 * read as js-cookie 3 does (src/core/cookies.test.ts compares the two), in a few lines rather
 * than its 0.5 kB on every page (issue 19).
 */

/** A value as js-cookie writes it: percent-encoded but for the characters a cookie allows. */
const encodeValue = (value: string) =>
  encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);

/** The first cookie named `name`, decoded; undefined when there is none. */
export function readCookie(name: string): string | undefined {
  const all = globalThis.document?.cookie;
  for (const pair of all ? all.split('; ') : []) {
    const at = pair.indexOf('=');
    const key = at < 0 ? pair : pair.slice(0, at);
    let value = at < 0 ? '' : pair.slice(at + 1);
    try {
      if (decodeURIComponent(key) !== name) continue;
      if (value[0] === '"') value = value.slice(1, -1);
      return value.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
    } catch {
      // A cookie someone else wrote badly: not ours, skip it.
    }
  }
  return undefined;
}

/** `expires`: a date, or a number of days from now. */
export function writeCookie(name: string, value: string, expires: Date | number): void {
  if (!globalThis.document) return;
  const until = typeof expires === 'number' ? new Date(Date.now() + expires * 864e5) : expires;
  document.cookie = `${encodeURIComponent(name)}=${encodeValue(value)}; path=/; expires=${until.toUTCString()}; sameSite=Lax`;
}

export function removeCookie(name: string): void {
  writeCookie(name, '', -1);
}
