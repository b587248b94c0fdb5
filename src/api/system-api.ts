import { SystemAnswerSchema, UpdateSessionAnswerSchema } from '../schemas/system';
import { request } from './http';

/** System state, session and configuration. */
export const fetchSystem = () => request(SystemAnswerSchema, 'GET', '/rs/system');

/** End this session and start a fresh one (a POST: it changes state); the new system state. */
export const clearSession = () => request(SystemAnswerSchema, 'POST', '/rs/clearSession', {});

/** Keep the session alive. */
export const updateSession = () =>
  request(UpdateSessionAnswerSchema, 'POST', '/rs/update-session', {});
