import { defineWidget } from '../../src/ui/define-widget';
import { QuickBook } from './QuickBook';
import styles from './quick-book.css?inline';

/**
 * The quick-book panel (public-site.md §2, §4) with its open and close controls. The panel
 * slides down from the top over 250 ms (at once under reduced motion) holding the editor's
 * content, usually an `<ik-stay-calendar>`; while it is active the page does not scroll
 * (locks nest with the menus': the page scrolls again when the last one closes). It is a
 * modal dialog: focus moves in, Escape or the close button closes it, focus returns.
 *
 * @element ik-quick-book
 * @attr {string} label - Text of the open button (default "Book now").
 * @attr {string} heading - Heading of the panel (default "Book a stay").
 * @attr {boolean} open - Present while the panel is active; set or remove it to open or close.
 * @slot - The panel's content (the stay calendar).
 * @fires ik-toggle - `detail: { open }` when the panel opens or closes.
 * @csspart open - The open button.
 * @csspart panel - The panel (a `<dialog>`).
 * @csspart head - The panel's heading row.
 * @csspart title - The panel's heading.
 * @csspart close - The close button.
 * @csspart button - Each button of the kit.
 * @csspart error - Stands in for the element when it cannot be drawn.
 * @cssprop --ik-quick-book-width - Largest width of the panel's content (60rem).
 * @cssprop --ik-color-primary - Open button colour.
 */
export const IkQuickBook = defineWidget({
  tag: 'ik-quick-book',
  view: QuickBook,
  attributes: { label: 'string', heading: 'string', open: 'boolean' },
  styles,
});
