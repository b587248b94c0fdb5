import { defineWidget } from '../../src/ui/define-widget';
import { SiteMenu } from './SiteMenu';
import styles from './site-menu.css?inline';

/**
 * The nested accordion site menu (public-site.md §2, §4), built from the nested list the
 * editor writes inside the element (`<ul><li><a href="…">Rooms</a><ul>…</ul></li></ul>`;
 * an item without a link is a heading for its sub-list). Each sub-list gets a disclosure
 * button (`aria-expanded`, Enter or Space; Escape closes the open one); opening one closes
 * its siblings. Only the list's text and links are used (never its markup); unsafe links are
 * dropped; the menu follows edits to the list. Before it upgrades, the theme shows the list
 * with its sub-lists folded, so nothing shifts.
 *
 * @element ik-site-menu
 * @attr {string} label - The navigation's accessible name (default "Site").
 * @csspart nav - The navigation landmark.
 * @csspart list - The top-level list.
 * @csspart sublist - Each nested list.
 * @csspart item - Each entry.
 * @csspart link - Each entry's link (or its words when it has no link).
 * @csspart toggle - The button that opens or closes an entry's sub-list.
 * @csspart error - Stands in for the element when it cannot be drawn.
 * @cssprop --ik-site-menu-font-size - Size of the entries (`--ik-font-size-md`).
 * @cssprop --ik-duration-fast - Turn of the toggle's arrow (0 under reduced motion).
 */
export const IkSiteMenu = defineWidget({
  tag: 'ik-site-menu',
  view: SiteMenu,
  attributes: { label: 'string' },
  styles,
});
