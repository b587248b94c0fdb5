import * as v from 'valibot';
import { INNKIT_EXTENSION } from './policies';

/** One width of a CMS picture: its address and its own width in pixels (a `w` descriptor). */
export const PictureWidthSchema = v.object({
  url: v.string(),
  width: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
});
export type PictureWidth = v.InferOutput<typeof PictureWidthSchema>;

/**
 * A picture's other widths, for `srcset` (issue 38 §3). A list the hotel got wrong is dropped
 * as a whole, not the answer it came in: the picture then shows at its one address. Every
 * address is still checked where it is drawn (safeLink).
 */
export const PictureWidthsField = v.optional(
  v.pipe(
    v.fallback(v.array(PictureWidthSchema), []),
    v.description(
      `${INNKIT_EXTENSION} (issue 38 §3): the same picture at other widths, for srcset; without it, one address.`,
    ),
  ),
  [],
);
