import * as v from 'valibot';

const Id = v.nullable(v.pipe(v.union([v.string(), v.number()]), v.transform(String)));

/** The guest's booking session as the back end reports it. */
export const SessionSchema = v.object({
  SessionId: v.pipe(v.string(), v.minLength(1)),
  WebFolioId: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  CustomerId: v.optional(Id, null),
  WebFolioCustomerId: v.optional(Id, null),
  CustomerGUID: v.optional(v.nullable(v.string()), null),
  isLoggedIn: v.optional(v.boolean(), false),
  FirstName: v.optional(v.nullable(v.string()), null),
  tempSpaCustomerId: v.optional(Id, null),
  tempLoggedIn: v.optional(v.boolean(), false),
});
export type Session = v.InferOutput<typeof SessionSchema>;
