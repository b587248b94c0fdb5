import { defineWidget } from '../../src/ui/define-widget';
import iconButtonCss from '../../src/ui/icon-button.css?inline';
import { NavOverlay } from './NavOverlay';
import styles from './nav-overlay.css?inline';

/**
 * The fullscreen navigation overlay (public-site.md §1) and the button that opens it. The
 * overlay covers the whole window, fades in (at once under reduced motion), holds the
 * editor's navigation, and is a modal dialog: focus moves to its first link, Escape or the
 * close button closes it, focus returns to the button, and the page does not scroll meanwhile.
 *
 * @element ik-nav-overlay
 * @attr {string} label - Names the button, the overlay and its heading (default "Menu").
 * @attr {boolean} open - Present while the overlay is open; set or remove it to open or close.
 * @slot - The navigation (an `<ik-site-menu>` or links).
 * @fires ik-toggle - `detail: { open }` when the overlay opens or closes.
 * @csspart toggle - The button that opens the overlay.
 * @csspart overlay - The overlay (a `<dialog>`).
 * @csspart head - The overlay's heading row.
 * @csspart title - The overlay's heading.
 * @csspart close - The close button.
 * @csspart error - Stands in for the element when it cannot be drawn.
 * @cssprop --ik-overlay-bg - Overlay background (`--ik-color-primary`).
 * @cssprop --ik-overlay-color - Overlay text colour (`--ik-color-on-primary`).
 */
export const IkNavOverlay = defineWidget({
  tag: 'ik-nav-overlay',
  view: NavOverlay,
  attributes: { label: 'string', open: 'boolean' },
  styles: iconButtonCss + styles,
});
