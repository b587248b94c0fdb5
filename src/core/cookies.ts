import Cookies from 'js-cookie';

/** The page's cookies (path /, SameSite=Lax). One place, so tests and tabs agree. */
export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function writeCookie(name: string, value: string, expires: Date | number): void {
  Cookies.set(name, value, { path: '/', sameSite: 'Lax', expires });
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}
