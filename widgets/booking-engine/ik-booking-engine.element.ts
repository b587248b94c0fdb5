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
 * @csspart pay-panel - Checkout's foot: the amount due, Pay Now, where the card is taken.
 * @csspart amount-due - The line above Pay Now with the amount due and the terms.
 * @csspart pay-terms - The terms in that line.
 * @csspart secure-note - Under Pay Now: the card is entered on the provider's secure page.
 * @csspart terms-error - Checkout's "Tick the box to agree…", when Pay Now came before the terms.
 * @csspart room-type - A room type on Book your Stay.
 * @csspart room-photo - A room type's picture.
 * @csspart rate - A rate of a room type: a radio card in the room card's group of rates.
 * @csspart offer-price - A rate's price for the stay.
 * @csspart price-now - The price to pay.
 * @csspart price-was - The price before an offer, struck through.
 * @csspart price-unit - What a price is for ("per night", "for 2 nights").
 * @csspart low-availability - "Only N left" on a rate.
 * @csspart in-cart - Marks a rate already in the cart.
 * @csspart no-rates - Book your Stay when nothing is for sale on the dates.
 * @csspart nearby-stays - The nearest free stays before and after, when nothing is for sale.
 * @csspart option-links - A list of options taken with one tap (the nearby stays).
 * @csspart option-link - One such option: a link drawn as a choice card.
 * @csspart member-teaser - "Members pay £X — log in or join" on a room card, for a guest not logged in.
 * @csspart adjust-search - The search form beside or above the results.
 * @csspart search-changed - Says how the search was adjusted to what can be booked.
 * @csspart accessible-filter - The search's "Accessible rooms" checkbox with its words.
 * @csspart accessible-note - "Showing accessible rooms only: N of M room types." while filtered.
 * @csspart no-accessible-rooms - Book your Stay when no room with accessibility features is free.
 * @csspart room-accessibility - A room type's accessibility features on its card.
 * @csspart room-accessibility-facts - The accessibility features a room has, and its door width, in the room drawer.
 * @csspart calendar - The stay calendar of the search form.
 * @csspart month - Each month of a calendar.
 * @csspart day - Each day button of a calendar.
 * @csspart previous - A calendar's previous-month button.
 * @csspart next - A calendar's next-month button.
 * @csspart legend - A calendar's note explaining prices and markers.
 * @csspart steppers - The guest steppers.
 * @csspart stepper - Each stepper.
 * @csspart room-details - A room type's "Room details" button.
 * @csspart rate-cancellation - The rate drawer's cancellation policy: until when it is free, then the fee.
 * @csspart rate-details - A room card's "Rate details" button, for its chosen rate.
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
 * @csspart register-note - Its note that a confirmation link will be emailed (when the hotel asks).
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
 * @csspart alert - An alert box (a failure, or what changed), when a screen has one.
 * @csspart alert-actions - An alert's buttons.
 * @csspart retry - A failed block's Try again button.
 * @csspart async - A block that loads: `data-state` is `loading`, `loaded`, `empty` or `failed`.
 * @csspart badge - A small label (a booking's state, "Held").
 * @csspart drawer - A side drawer (the spa service, a session's places) on a native dialog.
 * @csspart empty - Stands in for a list with nothing in it, with the next step.
 * @csspart empty-actions - An empty state's actions.
 * @csspart facts - A list of facts (dates, guests, place) as terms and values.
 * @csspart fact-term - A fact's name.
 * @csspart fact-value - A fact's value.
 * @csspart status - A short status line (busy, done or failed) beside what it is about.
 * @csspart price - A price (with `price-was`, `price-now` and `price-unit` inside).
 * @csspart room-card - A room type's card on Book your Stay.
 * @csspart photo-count - How many pictures a room has.
 * @csspart room-title - A room card's title.
 * @csspart rates - A room card's list of rates.
 * @csspart rate-name - A rate's name.
 * @csspart rate-terms - A rate's terms in short.
 * @csspart rate-total - A rate's price for the stay.
 * @csspart more-rates - A room card's "See N more rates" button.
 * @csspart room-actions - A room card's buttons.
 * @csspart skeleton - The grey outline shown while a block loads.
 * @csspart time-grid - A grid of times to choose from.
 * @csspart time - Each time of a grid.
 * @csspart time-note - A note beside a time (places left).
 * @csspart previous-month - A date grid's previous-month button (activities, spa).
 * @csspart next-month - A date grid's next-month button (activities, spa).
 * @csspart error-summary - The form's problems, listed after a send that found some.
 * @csspart error-summary-title - The heading of the problems' list.
 * @csspart error-summary-link - Each problem, a link to its field.
 * @csspart field-hint - A field's hint (what to type, or why it is asked).
 * @csspart month-error - A month whose prices failed to load, with Try again.
 * @csspart check - The stay search's Check availability button.
 * @csspart summary - The stay search's chosen dates, in words.
 * @csspart minimum-nights - The stay search's "Minimum nights" flag.
 * @csspart problem - Why the chosen dates cannot be booked, and the nearest that can.
 * @csspart hold-said - The hold's time left, said in words for screen readers.
 * @csspart back - An activity screen's "Back a step" link.
 * @csspart hub-card - An activity's card on the activities hub (besides `card`).
 * @csspart activity-calendar - An activity's calendar of days.
 * @csspart session-drawer - The drawer of a session's places or tickets.
 * @csspart add-to-cart - The session drawer's "Add to cart" button.
 * @csspart bulk-progress - The progress of adding several places, one request at a time.
 * @csspart bulk-status - The progress in words.
 * @csspart stop - The button that stops adding places.
 * @csspart bulk-outcome - What adding several places came to, when some failed.
 * @csspart add-failure - Why a session could not be added.
 * @csspart sessions - An activity day's sessions.
 * @csspart session-started - "This session has already started."
 * @csspart my-sessions - The sessions already in the cart, beside an activity's days.
 * @csspart my-session - One session in the cart.
 * @csspart book-now - The link to the cart from the sessions in it.
 * @csspart more - A session's button that opens its places or tickets drawer.
 * @csspart session - One session's card.
 * @csspart session-actions - A session's buttons, or the time chosen.
 * @csspart chosen-time - The time chosen for a session.
 * @csspart add - A session's Add button.
 * @csspart chosen-rate - The room drawer's foot: the rate chosen on the card, with its price.
 * @csspart drawer-add-room - The room drawer's "Add room" button.
 * @csspart in-cart-title - "Your room is in the cart." above what comes next.
 * @csspart room-accessibility-lacks - The accessibility features a room lacks (room drawer).
 * @csspart add-room - A room card's one "Add room" button, for its chosen rate.
 * @csspart frame-title - The card payment's heading.
 * @csspart frame - The card payment page's frame.
 * @csspart order-summary - Checkout's card of the whole order.
 * @csspart checkout - Checkout's payment section.
 * @csspart terms-link - Checkout's link to the booking terms (opens them in a drawer).
 * @csspart gift-card - Checkout's gift card redemption.
 * @csspart gift-card-list - The gift cards applied to the booking.
 * @csspart gift-card-remove - An applied gift card's remove button.
 * @csspart gift-card-apply - The Apply button of a gift card's number.
 * @csspart gift-card-disclosure - "Have a gift card?": the disclosure the gift card waits in.
 * @csspart gift-card-toggle - Its summary, which opens and closes it.
 * @csspart terms-drawer - The drawer of the booking terms.
 * @csspart terms-agree - The terms drawer's "I agree" button.
 * @csspart terms-frame - The booking terms' page inside their drawer.
 * @csspart tables - The tables reserved or held for a meal.
 * @csspart table - One table (`data-state` is `holding` or `booked`).
 * @csspart table-state - A table's state in words (Holding, Booked).
 * @csspart no-stay - Dining for a date with no stay booked.
 * @csspart stay-summary - Dining's stay dates and nights.
 * @csspart add-reservation - A meal's "Add a reservation" button.
 * @csspart night-closed - Why a meal cannot be booked on a night.
 * @csspart held - The tables held for a meal, said as they change.
 * @csspart meal-block - A night's meal on the dining screen (with `breakfast` or `dinner`).
 * @csspart breakfast - A breakfast's block (besides `meal-block`).
 * @csspart dinner - A dinner's block (besides `meal-block`).
 * @csspart reservation-form - The form that reserves a table.
 * @csspart cancel - The reservation form's Cancel button.
 * @csspart restaurant-drawer - The drawer of a restaurant's information.
 * @csspart restaurant-info - A restaurant's information button.
 * @csspart gift-method - How the gift card is sent (email or post).
 * @csspart gift-address - The postal address of a gift card sent by post.
 * @csspart gift-form - The gift card form.
 * @csspart gift-validity - How long a gift card is valid.
 * @csspart add-gift-card - The gift card form's "Add to cart" button.
 * @csspart gift-reason - Why the gift card cannot be added yet.
 * @csspart gift-values - The gift card values to choose from.
 * @csspart gift-value - Each gift card value.
 * @csspart gift-design - A gift card's picture.
 * @csspart check-email - "Check your email" after creating an account.
 * @csspart confirming - "Confirming your email…" while an account's link is checked.
 * @csspart confirm-failed - Why an account's confirmation link failed.
 * @csspart resend-confirmation - The button that sends the confirmation email again.
 * @csspart reserve-table - A stay's "Reserve a table" link in My Bookings.
 * @csspart add-treatments - A stay's "Add spa treatments" link in My Bookings.
 * @csspart stay-extras - A stay's Extras button in My Bookings.
 * @csspart stay-extras-list - The extras already on a stay, in its drawer.
 * @csspart cancel-item - A booked item's "Cancel" button in My Bookings.
 * @csspart cancel-booking - "Cancel whole booking", on a booking's first line of several.
 * @csspart add-to-calendar - A booked item's "Add to calendar" link (its .ics file).
 * @csspart cancel-outcome - What a cancel did, in its item (announced, and focused).
 * @csspart cancel-quote - What cancelling will do, in the cancel dialog.
 * @csspart confirm-cancel - The cancel dialog's "Cancel booking" button.
 * @csspart keep-booking - The cancel dialog's "Keep booking" button.
 * @csspart amend-item - A booked room's "Change dates or guests" button in My Bookings.
 * @csspart amend-check - The change dialog's "Check the new price" button.
 * @csspart amend-quote - The new total and the difference ("+£40.00 to pay"), in the change dialog.
 * @csspart confirm-amend - The change dialog's "Confirm change" (or "Confirm and pay") button.
 * @csspart amend-outcome - What a change did, in the change dialog (announced, and focused).
 * @csspart not-found - The "Page not found" panel for an address the engine does not know.
 * @csspart card-status - How adding a card went, in words.
 * @csspart add-card - The profile's button that adds a stored card.
 * @csspart card-frame - The payment page's frame for adding a card.
 * @csspart reset-password - The reset-password screen's section.
 * @csspart reset-done - "Your password has been reset." with a link to log in.
 * @csspart spa-days - The spa drawer's days.
 * @csspart spa-drawer - The drawer where a treatment's day, time and therapist are chosen.
 * @csspart book-treatment - The spa drawer's Book button.
 * @csspart spa-seeking - "Finding the first day with times…" in the spa drawer.
 * @csspart spa-later - Says when the spa can next be booked, when no day can be chosen.
 * @csspart spa-failure - Why a treatment could not be booked.
 * @csspart spa-booked - "Added to your cart" after a treatment is booked.
 * @csspart go-to-cart - The link to the cart after a treatment is booked.
 * @csspart no-times - No times on the chosen day.
 * @csspart spa-times - The times of the chosen day.
 * @csspart spa-time-choice - The choice of a time.
 * @csspart spa-time - Each time that can be chosen.
 * @csspart spa-therapist - The choice of a therapist.
 * @csspart treatment - A treatment's card.
 * @csspart choose-time - A treatment's "Choose a time" button.
 * @csspart spa-services - The spa's treatments, by category.
 * @csspart spa-category - One category of treatments.
 * @csspart summary-bar - The booking summary's bar at the foot of a narrow screen.
 * @csspart summary-open - The bar's button that opens the summary sheet.
 * @csspart summary-forward - The bar's way on from the step ("Continue to cart").
 * @csspart bar-search - Book your Stay's search in a line at the top of a narrow screen.
 * @csspart search-sheet - The adjust-search as a sheet from the foot of a narrow screen.
 * @csspart summary-sheet - The summary as a sheet from the foot of a narrow screen.
 * @csspart summary-list - The summary's lines, by category.
 * @csspart summary-line - One item of the summary.
 * @csspart summary-total - The summary's total.
 * @csspart summary-panel - The booking summary beside the screens on a wide screen.
 * @csspart booking-photo - A booking's picture in My Bookings (the theme's illustration without one).
 * @csspart booking-when - A booking's dates or time, in one line under its title.
 * @csspart booking-status - A booking's status in words ("Confirmed", "Cancelled").
 * @csspart booking-payment - A booking's money: its total, each payment and the balance due.
 * @csspart account-side - My Bookings' side column: what the account holds, where to go next.
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
