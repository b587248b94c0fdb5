import { defineWidget } from '../../src/ui/define-widget';
import { StayCalendarElement, type StayCalendarElementProps } from './StayCalendarElement';
import elementCss from './stay-calendar.css?inline';

/**
 * The stay-search calendar (public-site.md §2, §4, §5, §9): the cheapest nightly price per day,
 * range selection with the venue's rules, nights and guest steppers, and "Check availability",
 * which hands off to the booking engine (the same tab) or the external engine (per venue).
 * One month under 768 px wide, two otherwise. Prices come from the page's shared month cache:
 * one request per month however many calendars the page holds.
 *
 * @element ik-stay-calendar
 * @attr {string} venue - `lake` (default), `seaside` or `inn`: prices, rules and hand-off.
 * @attr {string} location - The booking engine's location segment of the hand-off URL.
 * @attr {string} promo - Promotional code: priced with it and carried as `?promo=`.
 * @attr {boolean} package-mode - Keep the arrival date's offer with the range (event detail `offer`).
 * @attr {number} min-nights - Nights a minimum-stay rate sets (default: the venue's setting).
 * @attr {number} months - Months side by side, 1 or 2 (default: 1 under 768 px wide, else 2).
 * @attr {number} adults - Adults to start with (default 2). Read once, at the first render: later
 *   the guest's stepper owns the number, and a new value does not change it.
 * @attr {string} heading - A heading above the calendar (none by default).
 * @attr {string} book-base - Where the booking engine lives (default from config).
 * @fires ik-before-handoff - Cancelable; `detail: { url, target, external, venue, arrival, departure, nights, guests, offer }` before leaving.
 * @fires ik-analytics - GA4 `search` when the guest checks availability (also pushed to `dataLayer`).
 * @csspart container - The whole element.
 * @csspart heading - The heading, when set.
 * @csspart calendar - The calendar with its controls.
 * @csspart previous - The previous-month button.
 * @csspart next - The next-month button.
 * @csspart month - Each month.
 * @csspart month-error - A month whose prices failed to load, with Try again.
 * @csspart day - Each day button.
 * @csspart legend - The note explaining prices and markers.
 * @csspart summary - What is chosen, in words.
 * @csspart minimum-nights - The "Minimum nights" flag.
 * @csspart problem - Why the chosen dates cannot be booked, and the nearest that can.
 * @csspart steppers - The nights and guest steppers.
 * @csspart stepper - Each stepper.
 * @csspart check - The Check availability button.
 * @csspart button - Each button of the kit.
 * @csspart error - Stands in for the element when it cannot be drawn.
 * @cssprop --ik-stay-day-height - Height of a day cell (default 3.6rem).
 * @cssprop --ik-color-primary - Chosen days and buttons.
 * @cssprop --ik-color-warning - The edge of the "cannot be booked" note.
 */
export const IkStayCalendar = defineWidget<StayCalendarElementProps>({
  tag: 'ik-stay-calendar',
  view: StayCalendarElement,
  attributes: {
    venue: 'string',
    location: 'string',
    promo: 'string',
    packageMode: 'boolean',
    minNights: 'number',
    months: 'number',
    adults: 'number',
    heading: 'string',
  },
  styles: elementCss,
});
