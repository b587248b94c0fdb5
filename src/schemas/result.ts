import * as v from 'valibot';

/** The ResortSuite result envelope carried by every `/rs/*` answer. */
export const ResultSchema = v.object({
  value: v.picklist(['SUCCESS', 'FAIL', 'SESSION FAIL']),
  Text: v.optional(v.string(), ''),
  ErrorId: v.optional(v.nullable(v.number())),
});
export type Result = v.InferOutput<typeof ResultSchema>;

/** An answer that carries only a result. */
export const ResultAnswerSchema = v.object({ Result: ResultSchema });
export type ResultAnswer = v.InferOutput<typeof ResultAnswerSchema>;
