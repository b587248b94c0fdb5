import { atom } from 'nanostores';
import type { Session } from '../schemas/session';

/** The guest's session: ids, login state and first name. `null` until loaded. */
export const $session = atom<Session | null>(null);

/**
 * The guest has no booking session: there was no session cookie when the page first needed
 * one, and nothing has asked the server since. They are logged out with an empty cart, which
 * the header shows at once; `$session` stays `null` until a session is loaded (issue 19).
 */
export const $noSession = atom(false);

export const isLoggedIn = (session: Session | null) => session?.isLoggedIn === true;
