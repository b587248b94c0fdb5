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
 * @csspart terms-error - Checkout's "Tick the box to agree…", when Pay Now came before the terms.
 * @csspart room-type - A room type on Book your Stay.
 * @csspart room-photo - A room type's picture.
 * @csspart rate - A rate of a room type.
 * @csspart offer-price - A rate's price for the stay.
 * @csspart price-now - The price to pay.
 * @csspart price-was - The price before an offer, struck through.
 * @csspart price-unit - What a price is for ("per night", "for 2 nights").
 * @csspart low-availability - "Only N left" on a rate.
 * @csspart in-cart - Marks a rate already in the cart.
 * @csspart no-rates - Book your Stay when nothing is for sale on the dates.
 * @csspart adjust-search - The search form beside or above the results.
 * @csspart search-changed - Says how the search was adjusted to what can be booked.
 * @csspart accessible-filter - The search's "Accessible rooms" checkbox with its words.
 * @csspart accessible-note - "Showing accessible rooms only: N of M room types." while filtered.
 * @csspart no-accessible-rooms - Book your Stay when no room with accessibility features is free.
 * @csspart room-accessibility - A room type's accessibility features on its card.
 * @csspart room-accessibility-facts - Every accessibility feature, yes or no, in the room drawer.
 * @csspart calendar - The stay calendar of the search form.
 * @csspart month - Each month of a calendar.
 * @csspart day - Each day button of a calendar.
 * @csspart previous - A calendar's previous-month button.
 * @csspart next - A calendar's next-month button.
 * @csspart legend - A calendar's note explaining prices and markers.
 * @csspart steppers - The guest steppers.
 * @csspart stepper - Each stepper.
 * @csspart room-details - A room type's "Room details" button.
 * @csspart rate-details - A rate's "Rate details" button.
 * @csspart room-drawer - The room detail drawer.
 * @csspart rate-drawer - The rate detail drawer.
 * @csspart head - A detail drawer's heading row.
 * @csspart title - A detail drawer's title.
 * @csspart close - A drawer's or dialog's close button.
 * @csspart drawer-body - A drawer's content.
 * @csspart drawer-footer - A drawer's actions.
 * @csspart gallery - The room's pictures in the room detail drawer.
 * @csspart hold-time - How long the room in the cart is held.
 * @csspart keep-hold - The hold's "Keep my booking" button.
 * @csspart hold-ended - Book your Stay's alert when "Keep my booking" found the session already over.
 * @csspart dialog - The extras drawer.
 * @csspart dialog-title - The drawer's title.
 * @csspart error - A plain-words failure message.
 * @csspart login - The login panel.
 * @csspart register - The "Create an account" panel.
 * @csspart toggle - The switch between logging in and creating an account.
 * @csspart forgot-password - The "Forgot password" button and its email box.
 * @csspart form - An account form.
 * @csspart field - Each label, control and message group of a form.
 * @csspart input - Each input of a form.
 * @csspart field-error - A field's message.
 * @csspart submit - A form's button.
 * @csspart success - A form's success message.
 * @csspart logged-out - The "please log in" panel of My Bookings and the profile.
 * @csspart booking-section - A list of My Bookings.
 * @csspart booking - One booking of My Bookings.
 * @csspart new-booking - The booking just made (besides `booking`).
 * @csspart profile-form - The profile form.
 * @csspart password-form - The update-password form.
 * @csspart stored-cards - The stored cards.
 * @csspart steps - The step indicator (stay, extras, your details, payment, confirmed).
 * @csspart step - Each step of the indicator.
 * @csspart card-media - A card's picture area.
 * @csspart card-body - A card's text.
 * @csspart card-title - A card's title.
 * @csspart card-footer - A card's actions.
 * @csspart photo - A picture's frame.
 * @csspart photo-img - A picture.
 * @csspart photo-placeholder - Stands in for a picture that is missing or failed.
 * @csspart button - Each button of the kit.
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
