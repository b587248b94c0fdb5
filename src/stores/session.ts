import { atom } from 'nanostores';
import type { Session } from '../schemas/session';

/** The guest's session: ids, login state and first name. `null` until loaded. */
export const $session = atom<Session | null>(null);

export const isLoggedIn = (session: Session | null) => session?.isLoggedIn === true;
