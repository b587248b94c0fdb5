import { defineWidget } from '../../src/ui/define-widget';
import buttonCss from '../../src/ui/button.css?inline';
import dialogCss from '../../src/ui/dialog.css?inline';
import drawerCss from '../../src/ui/drawer.css?inline';
import { BookingEngine, type BookingEngineProps } from './BookingEngine';
import styles from './booking-engine.css?inline';

/**
 * The booking engine and guest account area (booking-engine.md): one element on the booking
 * page that routes every address under its base itself, over the browser's history. Screens
 * load when first shown; screens still to come show a "coming soon" panel naming the screen.
 * It shares the page's session and cart with the header and every other island.
 *
 * @element ik-booking-engine
 * @attr {string} base - Where the engine lives (default from config `bookBase`, `/the-lake/book`).
 * @attr {string} home-url - The lake site's home (default from config, `/the-lake`).
 * @fires ik-analytics - GA4 `view_cart` and `remove_from_cart` with the items and their value.
 * @csspart engine - The element's frame.
 * @csspart screen-title - Each screen's heading (takes focus after a navigation).
 * @csspart card - A landing card.
 * @csspart coming-soon - The panel standing in for a screen still to come.
 * @csspart cart-section - A category of the cart.
 * @csspart cart-item - One cart item.
 * @csspart remove - An item's or extra's remove button.
 * @csspart add-to-room - A room's "Add to room" button.
 * @csspart total - The cart's total.
 * @csspart pay - "Pay Now" or "Complete booking".
 * @csspart room-details - A room type's "Room details" button; `rate-details` a rate's "Rate details".
 * @csspart room-drawer - The room detail drawer; `rate-drawer` the rate detail drawer.
 * @csspart head - A detail drawer's heading row; `title` its title; `close` its close button.
 * @csspart gallery - The room's pictures in the room detail drawer.
 * @csspart hold-time - How long the room in the cart is held; `keep-hold` its "Keep my booking".
 * @csspart hold-ended - Book your Stay's alert when "Keep my booking" found the session already over.
 * @csspart dialog - The extras drawer.
 * @csspart dialog-title - The drawer's title.
 * @csspart error - A plain-words failure message.
 * @csspart login - The login panel; `register` the "Create an account" panel; `toggle` the switch between them.
 * @csspart forgot-password - The "Forgot password" button and its email box.
 * @csspart form - An account form; `field`, `input`, `field-error` its fields; `submit` its button; `success` its success message.
 * @csspart logged-out - The "please log in" panel of My Bookings and the profile.
 * @csspart booking-section - A list of My Bookings; `booking` one booking; `new-booking` the one just made.
 * @csspart profile-form - The profile form; `password-form` the update-password form; `stored-cards` the stored cards.
 * @cssprop --ik-color-primary - Buttons and links.
 * @cssprop --ik-color-surface - Cards and the drawer.
 * @cssprop --ik-color-border - Card and section borders.
 * @cssprop --ik-drawer-width - The room and rate detail drawers' width (default `min(30rem, 100vw)`).
 */
export const IkBookingEngine = defineWidget<BookingEngineProps>({
  tag: 'ik-booking-engine',
  view: BookingEngine,
  attributes: { base: 'string' },
  styles: buttonCss + dialogCss + drawerCss + styles,
});

/** Shared by the engine's screens, so in the engine's chunk and not in each screen's. */
export * from './engine-shared';
