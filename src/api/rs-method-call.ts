import type * as v from 'valibot';
import { request } from './http';

/** One method of the ResortSuite proxy's envelope, `POST /rs/request {method, data}` (§7). */
export function rsMethodCall<S extends v.GenericSchema>(
  schema: S,
  method: string,
  data: object,
): Promise<v.InferOutput<S>> {
  return request(schema, 'POST', '/rs/request', { method, data });
}
