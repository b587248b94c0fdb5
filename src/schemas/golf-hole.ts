import * as v from 'valibot';
import { TEES, type Tee } from './golf-tees';

export { TEES, type Tee } from './golf-tees';

const wholeNumber = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

const ImageSchema = v.object({
  src: v.pipe(v.string(), v.nonEmpty('the image address is empty')),
  alt: v.optional(v.string()),
});

/**
 * One golf hole (public-site.md §3): diagram image, par, stroke index, pin zones image and
 * the yardage from each tee. Editors paste it as JSON or give it as attributes.
 *
 * The source of the `GolfHole` type. The widget does not ship valibot for it (its budget):
 * it checks the editor's data with the hand-written `readGolfHole` (./read-golf-hole.ts),
 * whose tests prove it accepts, rejects and outputs exactly what this schema does.
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
