import { defineWidget } from '../../src/ui/define-widget';
import { drawInTurn } from '../../src/ui/draw-in-turn';
import popoverCss from '../../src/ui/popover.css?inline';
import { GolfHole } from './GolfHole';
import styles from './golf-hole.css?inline';

/**
 * A golf hole's statistics with tee selection (public-site.md §3, §4): the hole's diagram,
 * par, stroke index (with a hint), pin zones image and the yardage from the black, blue,
 * white or yellow tee. Black is chosen first; choosing another tee counts the yardage to its
 * new value, and all the numbers count up again whenever the widget becomes at least half
 * visible (at once under reduced motion). Give the data as attributes, or paste one JSON
 * block inside the element (attributes win over the block):
 *
 * ```html
 * <ik-golf-hole>
 *   <script type="application/json">
 *     { "hole": 1, "name": "Shore", "par": 4, "strokeIndex": 7,
 *       "diagram": { "src": "/img/hole-1.svg", "alt": "Dog-leg left along the shore" },
 *       "pinZones": { "src": "/img/hole-1-pins.svg" },
 *       "yards": { "black": 412, "blue": 398, "white": 380, "yellow": 361 } }
 *   </script>
 * </ik-golf-hole>
 * ```
 *
 * Data that does not fit (a missing par, yards as words, broken JSON) shows a plain list
 * of what to fix instead of the hole, and is logged on the console. Eighteen holes can sit
 * on one page; each keeps its own tee. Holes already on the page when the element's script
 * arrives are drawn in turn: those on screen at once, the others a few per task after it
 * (a hole the guest touches or tabs towards at once). The data are attributes only, read again whenever one
 * changes: the element has no properties for them.
 *
 * @element ik-golf-hole
 * @attr {number} hole - The hole's number (1–18).
 * @attr {string} name - The hole's name.
 * @attr {number} par - Par (3–6).
 * @attr {number} stroke-index - Stroke index (1–18).
 * @attr {string} diagram - Address of the hole's diagram image.
 * @attr {string} diagram-alt - What the diagram shows, for guests who cannot see it.
 * @attr {string} pin-zones - Address of the pin zones image.
 * @attr {string} pin-zones-alt - What the pin zones image shows.
 * @attr {number} yards-black - Yards from the black tee.
 * @attr {number} yards-blue - Yards from the blue tee.
 * @attr {number} yards-white - Yards from the white tee.
 * @attr {number} yards-yellow - Yards from the yellow tee.
 * @fires ik-tee-change - `detail: { hole, tee, yards }` when a tee is chosen.
 * @csspart hole - The widget's box.
 * @csspart title - "Hole N: name".
 * @csspart diagram - The diagram's figure.
 * @csspart diagram-missing - Stands in the diagram's box when its image cannot be shown.
 * @csspart tees - The tee choice.
 * @csspart tee - Each tee option.
 * @csspart tee-selected - The chosen tee option (besides `tee`).
 * @csspart stats - The numbers.
 * @csspart stat - Each number with its label.
 * @csspart pin-zones - The pin zones figure.
 * @csspart popover-trigger - The stroke index hint's button.
 * @csspart popover - The hint.
 * @csspart error - What to fix, when the data does not fit.
 * @cssprop --ik-golf-hole-ratio - Below 48rem, the box's width to height before the facts (1 / 1).
 * @cssprop --ik-golf-hole-extra - Below 48rem, the height added for the facts (30rem).
 * @cssprop --ik-golf-hole-ratio-wide - From 48rem, the box's width to height (2 / 1).
 * @cssprop --ik-golf-hole-min-height - From 48rem, the least height (32rem).
 * @cssprop --ik-color-primary - The numbers' colour and the chosen tee's border.
 */
export const IkGolfHole = defineWidget({
  tag: 'ik-golf-hole',
  view: GolfHole,
  styles: popoverCss + styles,
  // A course's eighteen holes in one task held a phone's main thread for 100–170 ms (issue 19).
  arrival: drawInTurn,
});
