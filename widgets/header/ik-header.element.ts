import { defineWidget } from '../../src/ui/define-widget';
import { Header } from './Header';
import styles from './header.css?inline';

/**
 * The site header: links by login state, a greeting, and the cart button with its badge.
 * It reads the page's shared session and cart, so a login anywhere on the page, or in another
 * tab, shows here at once.
 *
 * @element ik-header
 * @attr {string} book-base - Where the booking engine lives (default from config, `/the-lake/book`).
 * @attr {string} home-url - The lake site's home (default from config, `/the-lake`).
 * @slot logo - The logo (an `<img>` with alt text); links to the booking engine.
 * @fires ik-before-navigate - Cancelable; `detail: { route, href }` before a link is followed.
 * @csspart nav - The navigation bar.
 * @csspart logo - The logo link.
 * @csspart greeting - "Hello, {first name}" when logged in.
 * @csspart links - The list of menu links.
 * @csspart link - Each menu link.
 * @csspart cart - The cart button.
 * @csspart badge - The cart's item count.
 * @csspart updating - The icon shown while the cart updates.
 * @cssprop --ik-header-height - Minimum height of the bar.
 * @cssprop --ik-color-primary - Logo and cart button colour.
 * @cssprop --ik-color-accent - Badge colour.
 */
export const IkHeader = defineWidget({ tag: 'ik-header', view: Header, styles });
