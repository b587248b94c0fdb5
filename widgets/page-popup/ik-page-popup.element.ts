import buttonCss from '../../src/ui/button.css?inline';
import { defineWidget } from '../../src/ui/define-widget';
import dialogCss from '../../src/ui/dialog.css?inline';
import { PagePopup } from './PagePopup';
import styles from './page-popup.css?inline';

/**
 * The page popup (public-site.md §1, §2): a modal that opens as the page loads when the CMS
 * has put content inside the element, and stays shut when the element is empty. It is a
 * modal dialog: focus moves in, Escape or Close closes it, and the content is the editor's
 * own markup (shown as it is, never parsed from text).
 *
 * @element ik-page-popup
 * @attr {string} heading - The popup's heading (default "Notice").
 * @slot - The popup's content.
 * @fires ik-toggle - `detail: { open }` when the popup opens on load and when it is closed.
 * @csspart dialog - The dialog box.
 * @csspart dialog-title - Its heading.
 * @csspart content - The content's wrapper.
 * @csspart close - The Close button.
 * @csspart button - Each button of the kit.
 * @csspart error - Stands in for the element when it cannot be drawn.
 * @cssprop --ik-color-surface - Dialog background.
 * @cssprop --ik-radius-md - Dialog corners.
 */
export const IkPagePopup = defineWidget({
  tag: 'ik-page-popup',
  view: PagePopup,
  attributes: { heading: 'string' },
  styles: dialogCss + buttonCss + styles,
});
