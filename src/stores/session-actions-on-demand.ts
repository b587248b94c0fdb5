import type { LoginRequest } from '../schemas/auth';
import type { Session } from '../schemas/session';
import type { LoginOutcome } from './session-actions';

export type { LoginOutcome };

/**
 * The guest's session actions, each importing src/stores/session-actions.ts when first called
 * (a chunk of the shared runtime build, so it shares the page's stores): the page loads
 * without the login call and its schemas, and a click waits for one small file at most.
 */
const actions = () => import('./session-actions');

/** Log a guest in: a new session id, the cart carried over, every tab told. */
export const logIn = async (credentials: LoginRequest): Promise<LoginOutcome> =>
  (await actions()).logIn(credentials);

/** Take a session the server already started for this guest (asked for at `at`). */
export const acceptSession = async (session: Session, at: number): Promise<void> =>
  (await actions()).acceptSession(session, at);

/** The five-minute warning's button: 'kept', or 'renewed' when the server had ended it. */
export const keepSessionAlive = async (): Promise<'kept' | 'renewed'> =>
  (await actions()).keepSessionAlive();

/** The connection-problem notice's "Try again". */
export const retryLoadSession = async (): Promise<void> => (await actions()).retryLoadSession();
