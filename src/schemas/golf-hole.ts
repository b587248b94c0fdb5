import * as v from 'valibot';

/** The tee colours of a golf hole, in the order the widget offers them (black first). */
export const TEES = ['black', 'blue', 'white', 'yellow'] as const;
export type Tee = (typeof TEES)[number];

const wholeNumber = (what: string, min: number, max: number) =>
  v.pipe(
    v.number(`${what} must be a number`),
    v.integer(`${what} must be a whole number`),
    v.minValue(min, `${what} must be from ${min} to ${max}`),
    v.maxValue(max, `${what} must be from ${min} to ${max}`),
  );

const ImageSchema = v.object({
  src: v.pipe(v.string('the image address must be text'), v.nonEmpty('the image address is empty')),
  alt: v.optional(v.string('the image description (alt) must be text')),
});

/**
 * One golf hole (public-site.md §3): diagram image, par, stroke index, pin zones image and
 * the yardage from each tee. Editors paste it as JSON or give it as attributes.
 */
export const GolfHoleSchema = v.object({
  hole: v.optional(wholeNumber('hole', 1, 18)),
  name: v.optional(v.string('name must be text')),
  par: wholeNumber('par', 3, 6),
  strokeIndex: wholeNumber('strokeIndex', 1, 18),
  diagram: ImageSchema,
  pinZones: v.optional(ImageSchema),
  yards: v.object(
    Object.fromEntries(TEES.map((tee) => [tee, wholeNumber(`yards.${tee}`, 1, 999)])) as Record<
      Tee,
      ReturnType<typeof wholeNumber>
    >,
    'yards must list black, blue, white and yellow',
  ),
});
export type GolfHole = v.InferOutput<typeof GolfHoleSchema>;

export type GolfHoleReading = { ok: true; hole: GolfHole } | { ok: false; problems: string[] };

/**
 * Check an editor's hole data. On failure, one plain sentence per problem, naming the field
 * (`yards.blue: yards.blue must be a number`), for the editor to fix.
 */
export function readGolfHole(input: unknown): GolfHoleReading {
  const result = v.safeParse(GolfHoleSchema, input);
  if (result.success) return { ok: true, hole: result.output };
  return {
    ok: false,
    problems: result.issues.map((issue) => {
      const path = v.getDotPath(issue);
      return path && !issue.message.startsWith(path) ? `${path}: ${issue.message}` : issue.message;
    }),
  };
}
