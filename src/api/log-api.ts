import type { ClientLog } from '../schemas/log';
import { ResultAnswerSchema } from '../schemas/result';
import { request } from './http';

/** Tell the hotel something went wrong. Never throws: logging must not break a journey. */
export async function logClient(entry: ClientLog): Promise<boolean> {
  try {
    await request(ResultAnswerSchema, 'POST', '/log/client', entry);
    return true;
  } catch {
    return false;
  }
}
