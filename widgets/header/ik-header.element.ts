import { defineWidget } from '../../src/ui/define-widget';
import { Header } from './Header';
import styles from './header.css?inline';

/**
 * The site header: links by login state, a greeting, and the cart button with its badge.
 * On a narrow header (below 60rem) Login and the cart stay in the bar and the other links fold
 * into a menu button; a long first name ends in an ellipsis. The venue's name or logo keeps its
 * width; on a phone (below 27.5rem) the cart is its icon with the badge. The page config's
 * `brandName` (default `The Lake Book`) is the wordmark; its `logoUrl`, an SVG or other image
 * (http, https or a path on this site: the one safe-URL rule; anything else is refused and the
 * name shows as text), replaces it, named by `brandName`, in a box of
 * `--ik-header-logo-width` × `--ik-header-logo-height`.
 * It reads the page's shared session and cart, so a login anywhere on the page, or in another
 * tab, shows here at once.
 *
 * @element ik-header
 * @attr {string} book-base - Where the booking engine lives (default from config, `/the-lake/book`).
 * @attr {string} home-url - The lake site's home (default from config, `/the-lake`).
 * @slot logo - The logo (an `<img>` with alt text); links to the booking engine. Without it, the
 * configured logo, or the venue's name as text.
 * @fires ik-before-navigate - Cancelable; `detail: { route, href }` before a link is followed.
 * @csspart nav - The navigation bar.
 * @csspart logo - The logo link.
 * @csspart logo-image - The configured logo's `<img>`.
 * @csspart greeting - "Hello, {first name}" when logged in.
 * @csspart menu-button - On a narrow header, the button the links fold into (a disclosure).
 * @csspart links - The list of menu links (on a narrow header, the menu button's panel).
 * @csspart link - Each menu link (Login too).
 * @csspart login - The Login link, which stays in the bar on every width.
 * @csspart cart - The cart button.
 * @csspart badge - The cart's item count.
 * @csspart updating - The icon shown while the cart updates.
 * @cssprop --ik-header-height - Height of the bar (fixed).
 * @cssprop --ik-header-logo-width - The configured logo's width (10rem); it never shrinks for
 * the links or the cart.
 * @cssprop --ik-header-logo-height - The configured logo's height (44px).
 * @cssprop --ik-z-header - Stacking of the header, so its menu panel lies over the page (900).
 * @cssprop --ik-color-primary - Logo and cart button colour.
 * @cssprop --ik-color-accent - Badge colour.
 */
export const IkHeader = defineWidget({ tag: 'ik-header', view: Header, styles });
