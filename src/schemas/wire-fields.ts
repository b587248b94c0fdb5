import * as v from 'valibot';
import { isIsoDay } from '../domain/calendar/calendar-day';

/** Fields the `/rs/request` calls of the spa and the activities share (booking-engine.md §7). */

/** An id ResortSuite sends as a number or a string; read as a non-empty string. */
export const Id = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.nonEmpty());

/** A calendar day, `YYYY-MM-DD`. */
export const IsoDay = v.pipe(
  v.string(),
  v.check((day: string) => isIsoDay(day), 'a date as YYYY-MM-DD'),
);

/** `YYYY-MM-DDTHH:mm` with optional seconds, as the class listing and the calls carry it. */
export const IsoDateTime = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'a date and time as YYYY-MM-DDTHH:mm'),
);

/** The session fields every call may carry. */
export const SessionFields = {
  SessionId: v.optional(v.string()),
  WebFolioId: v.optional(v.nullable(Id)),
};

/**
 * The session fields a call of booking-engine.md §7 names (SetCheckout, UpdateSession,
 * DoCheckout, the login's "session fields"): the proxy reads them, so they must be there.
 */
export const RequiredSessionFields = {
  SessionId: v.pipe(v.string(), v.nonEmpty('SessionId is required'), v.maxLength(128)),
  WebFolioId: Id,
};
export type RequiredSession = v.InferInput<v.ObjectSchema<typeof RequiredSessionFields, undefined>>;

/**
 * The hotel proxy's keys that FetchCustomerProfile and UpdateCustomerProfile carry (§7): page
 * configuration (`rsPreShareKey`, `rsSourceSysId`, `rsGroupCustomerId`), never a secret — the
 * browser sends them to the proxy on every such call, so anyone can read them anyway.
 */
/** The sandbox's values of those keys: the page configuration's defaults. */
export const SANDBOX_PROXY_KEYS = {
  PreShareKey: 'innkit-sandbox',
  SourceSysId: 'WEB',
  GroupCustomerId: '1',
} as const;

const ProxyKey = (name: string) =>
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform(String),
    v.nonEmpty(`${name} is required`),
    v.maxLength(128),
  );
export const PreShareKey = ProxyKey('PreShareKey');
export const SourceSysId = ProxyKey('SourceSysId');
export const GroupCustomerId = ProxyKey('GroupCustomerId');
