import type { Context } from 'hono';
import type * as v from 'valibot';
import type { SessionRow } from '../db/rows';
import type { AppEnv } from '../http/app-env';

/** One `/rs/request` method record (same shape as those of `RS_METHODS`). */
export interface RsMethod<S extends v.GenericSchema> {
  data: S;
  run(
    c: Context<AppEnv>,
    session: SessionRow,
    data: v.InferOutput<S>,
  ): Response | Promise<Response>;
}

export const rsMethod = <S extends v.GenericSchema>(m: RsMethod<S>) =>
  m as RsMethod<v.GenericSchema>;
