import { defineWidget } from '../../src/ui/define-widget';
import { MobileTabs } from './MobileTabs';
import styles from './mobile-tabs.css?inline';

/**
 * Tab navigation that reorders on phones (public-site.md §2, §4 mobile tab bar). Each child
 * element is a panel; its tab is named by its `data-tab` attribute (or its first heading).
 * Below 992 px the bar stacks, the chosen tab moves to the first position and the
 * visible-tab marker (a filled dot, not colour alone) moves to it; at or above 992 px it is
 * an ordinary tab list. WAI-ARIA tabs with manual activation: arrow keys, Home and End move
 * along the bar, Enter or Space shows the tab, Tab moves into the panel. The element gives
 * its N-th child the slot `panel-N` (from 0) of its own panel, so editors just write the
 * children: those slots are the element's, not for the page to fill.
 *
 * @element ik-mobile-tabs
 * @attr {string} label - The tab list's accessible name (default "Sections").
 * @fires ik-tab-show - `detail: { index, label }` when another tab is shown.
 * @csspart tablist - The bar of tabs.
 * @csspart tab - Each tab.
 * @csspart tab-visible - The tab whose panel is shown (the visible-tab marker).
 * @csspart panel - Each panel.
 * @csspart error - Stands in for the element when it cannot be drawn.
 * @cssprop --ik-tab-marker - Colour of the shown tab's marker (`--ik-color-primary`).
 */
export const IkMobileTabs = defineWidget({
  tag: 'ik-mobile-tabs',
  view: MobileTabs,
  attributes: { label: 'string' },
  styles,
});
