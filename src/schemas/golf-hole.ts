import * as v from 'valibot';

/** The tee colours of a golf hole, in the order the widget offers them (black first). */
export const TEES = ['black', 'blue', 'white', 'yellow'] as const;
export type Tee = (typeof TEES)[number];

const wholeNumber = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

const ImageSchema = v.object({
  src: v.pipe(v.string(), v.nonEmpty('the image address is empty')),
  alt: v.optional(v.string()),
});

/**
 * One golf hole (public-site.md §3): diagram image, par, stroke index, pin zones image and
 * the yardage from each tee. Editors paste it as JSON or give it as attributes.
 */
export const GolfHoleSchema = v.object({
  hole: v.optional(wholeNumber(1, 18)),
  name: v.optional(v.string()),
  par: wholeNumber(3, 6),
  strokeIndex: wholeNumber(1, 18),
  diagram: ImageSchema,
  pinZones: v.optional(ImageSchema),
  yards: v.object(
    Object.fromEntries(TEES.map((tee) => [tee, wholeNumber(1, 999)])) as Record<
      Tee,
      ReturnType<typeof wholeNumber>
    >,
  ),
});
export type GolfHole = v.InferOutput<typeof GolfHoleSchema>;

export type GolfHoleReading = { ok: true; hole: GolfHole } | { ok: false; problems: string[] };

/**
 * Check an editor's hole data. On failure, one line per problem naming the field
 * (`par: Invalid value: Expected <=6 but received 9`), for the editor to fix.
 */
export function readGolfHole(input: unknown): GolfHoleReading {
  const result = v.safeParse(GolfHoleSchema, input);
  if (result.success) return { ok: true, hole: result.output };
  return {
    ok: false,
    problems: result.issues.map((issue) => `${v.getDotPath(issue) ?? 'hole'}: ${issue.message}`),
  };
}
