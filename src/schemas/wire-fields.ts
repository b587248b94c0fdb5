import * as v from 'valibot';
import { isIsoDay } from '../domain/calendar-day';

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
