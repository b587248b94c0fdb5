import { SIGNUP_COOKIE, SIGNUP_COOKIE_DAYS } from '../domain/text/form-messages';
import { readCookie, writeCookie } from './cookies';

/** The guest subscribed, or asked never to be asked again (public-site.md §4). */
export function hasSignupCookie(): boolean {
  return readCookie(SIGNUP_COOKIE) !== undefined;
}

/** Set on subscribing and on "Hide me forever": 90 days, path /. */
export function setSignupCookie(): void {
  writeCookie(SIGNUP_COOKIE, 'true', SIGNUP_COOKIE_DAYS);
}
