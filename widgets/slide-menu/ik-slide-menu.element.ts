import { defineWidget } from '../../src/ui/define-widget';
import iconButtonCss from '../../src/ui/icon-button.css?inline';
import { SlideMenu } from './SlideMenu';
import styles from './slide-menu.css?inline';

/**
 * The slide-out menu with its toggle, and the toolbar that slides with it (public-site.md §4).
 * The toggle sits in the toolbar beside the editor's toolbar content (logo, a Book button).
 * On open the menu becomes as wide as the window, or 310 px once the window is at least
 * 480 px wide, and the menu and the toolbar slide over 250 ms (out again over 250 ms; at
 * once under reduced motion). The menu is a modal dialog: focus moves to its first link,
 * stays inside while it is open, Escape or the backdrop closes it, and focus returns to the
 * toggle. The page does not scroll while it is open. Place the menu's content (an
 * `<ik-site-menu>` or any links) inside the element.
 *
 * @element ik-slide-menu
 * @attr {string} label - Names the toggle, the menu and its heading (default "Menu").
 * @attr {boolean} open - Present while the menu is open; set or remove it to open or close.
 * @slot - The menu's content.
 * @slot toolbar - Content of the toolbar beside the toggle (logo, buttons).
 * @fires ik-toggle - `detail: { open }` when the menu opens or closes.
 * @csspart toolbar - The toolbar that slides with the menu.
 * @csspart toggle - The button that opens and closes the menu.
 * @csspart panel - The menu panel (a `<dialog>`).
 * @csspart head - The panel's heading row.
 * @csspart title - The panel's heading.
 * @csspart close - The panel's close button.
 * @csspart error - Stands in for the element when it cannot be drawn.
 * @cssprop --ik-toolbar-height - Minimum height of the toolbar (56px).
 * @cssprop --ik-toolbar-bg - Toolbar background (`--ik-color-surface`).
 * @cssprop --ik-toolbar-color - Toolbar text colour (`--ik-color-text`).
 * @cssprop --ik-easing - Easing of the slide.
 * @cssprop --ik-color-surface - Panel background.
 */
export const IkSlideMenu = defineWidget({
  tag: 'ik-slide-menu',
  view: SlideMenu,
  attributes: { label: 'string', open: 'boolean' },
  styles: iconButtonCss + styles,
});
