import type * as v from 'valibot';
import type { CartRemoval } from '../domain/cart/cart-removal';
import { ResultAnswerSchema } from '../schemas/result';
import {
  type AddSpecialServiceData,
  AddSpecialServiceAnswerSchema,
  FetchSpecialServicesAnswerSchema,
} from '../schemas/rs-request';
import { request } from './http';

/** `POST /rs/request`: one ResortSuite method through the proxy's envelope `{ method, data }`. */
export function rsRequest<S extends v.GenericSchema>(
  schema: S,
  method: string,
  data: Record<string, unknown>,
): Promise<v.InferOutput<S>> {
  return request(schema, 'POST', '/rs/request', { method, data });
}

type SessionData = { SessionId?: string; WebFolioId?: string };

/** The special services (extras) a room may take. */
export const fetchSpecialServices = (data: SessionData & { PMSFolioId?: string }) =>
  rsRequest(FetchSpecialServicesAnswerSchema, 'FetchPMSSpecialServices', data);

/** Add a special service to a room of the cart. */
export const addSpecialService = (data: AddSpecialServiceData) =>
  rsRequest(AddSpecialServiceAnswerSchema, 'AddPMSSpecialService', data);

/** Take a special service off a room of the cart. */
export const removeSpecialService = (
  data: SessionData & { PMSFolioId: string; PMSFolioSpecialServiceId: string },
) => rsRequest(ResultAnswerSchema, 'RemovePMSSpecialService', data);

/** Remove a cart item through its own cancel method. */
export const cancelCartItem = (removal: CartRemoval, session: SessionData) =>
  rsRequest(ResultAnswerSchema, removal.method, { ...session, ...removal.data });
