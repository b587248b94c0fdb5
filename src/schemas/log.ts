import * as v from 'valibot';

/** `POST /log/client`: something went wrong in a browser and the hotel should know. */
export const ClientLogSchema = v.object({
  action: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  request: v.optional(v.unknown()),
  response: v.optional(v.unknown()),
});
export type ClientLog = v.InferOutput<typeof ClientLogSchema>;
