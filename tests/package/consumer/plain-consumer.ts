// A plain TypeScript page script against innkit's types (compiled by tests/package/check-package.mjs).
import type { IkEventMap, IkStayCalendar } from 'innkit';
import { IkGolfHole } from 'innkit/elements/ik-golf-hole';

const calendar = document.createElement('ik-stay-calendar');
const typed: IkStayCalendar = calendar; // HTMLElementTagNameMap knows the tag
typed.venue = 'seaside';
typed.minNights = 2;
typed.packageMode = true;
typed.bookBase = '/book'; // a configuration property, on every element
// @ts-expect-error: minNights is a number
typed.minNights = 'two';

calendar.addEventListener('ik-before-handoff', (event) => {
  const nights: number = event.detail.nights;
  const adults: number = event.detail.guests.adults;
  if (nights > 28 || adults > 8) event.preventDefault();
});
document.addEventListener('ik-tee-change', (event) => {
  const yards: number = event.detail.yards;
  console.log(event.detail.tee, yards);
});
document.querySelector('ik-header')?.addEventListener('ik-before-navigate', (event) => {
  const route: IkEventMap['ik-before-navigate']['route'] = event.detail.route;
  console.log(route);
});
// @ts-expect-error: an ik-toggle event has no `tee`
document.addEventListener('ik-toggle', (event) => console.log(event.detail.tee));

const hole = new IkGolfHole();
hole.setAttribute('par', '4');
const defined: typeof IkGolfHole | undefined = customElements.get('ik-golf-hole') as
  typeof IkGolfHole | undefined;
console.log(defined, document.querySelector('ik-golf-hole') instanceof HTMLElement);
