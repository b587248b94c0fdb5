// The dining screen (screens/dining): here beside the engine's element, so that it runs on
// the engine's shipped flavour (React) only, as the other engine screens' tests do.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { ACCOUNT_MESSAGES } from '../../../../src/domain/text/account-messages';
import { addDays } from '../../../../src/domain/calendar/calendar-day';
import { RESERVATION_MESSAGES } from '../../../../src/domain/dining/reservation-errors';
import { $cart, logIn, renewSession } from '../../../../src/stores';
import { $diningBookings, $diningDays, $diningVenues } from '../../../../src/stores/engine/dining';
import { expectNoAxeViolations, until } from '../../../../tests/browser/helpers';
import { newLoggedInGuest } from '../../account-test-helpers';
import {
  BASE,
  control,
  focused,
  headingOf,
  mountEngine,
  restoreUrl,
  shadow,
} from '../../engine-test-helpers';
import { interceptRs, photoOf } from '../activities/activity-test-helpers';
import { guestWithBookedStay } from './dining-test-helpers';

const blocks = (engine: HTMLElement) => [
  ...shadow(engine).querySelectorAll<HTMLElement>('[part~=meal-block]'),
];
const titles = (engine: HTMLElement) =>
  blocks(engine).map((b) => b.querySelector('h2')!.textContent);
const formIn = (block: HTMLElement) =>
  block.querySelector<HTMLFormElement>('form[part=reservation-form]');
const options = (select: HTMLSelectElement) => [...select.options].map((o) => o.value);
/** The form's times: the kit's TimeGrid, a radio per time (none until a restaurant's load). */
const timesOf = (form: HTMLElement) =>
  [...form.querySelectorAll<HTMLInputElement>('[part~=time-grid] input[type=radio]')].map(
    (radio) => radio.value,
  );

/** Choose as a guest would: React reads `change` from a select, `input` from a textarea. */
function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
function typeInto(area: HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, value);
  area.dispatchEvent(new Event('input', { bubbles: true }));
}
const errorOf = (root: ShadowRoot, control: Element) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => root.getElementById(id)?.textContent)
    .join('');

describe('<ik-booking-engine> dining', () => {
  let engine: HTMLElement;

  beforeEach(async () => {
    await renewSession();
    // Forget the bookings and restaurants another test loaded: the screen shows those at once,
    // then loads its own and draws new blocks, so a block found in between would be gone.
    $diningBookings.set(null);
    $diningVenues.set(null);
  });

  afterEach(() => {
    engine?.remove();
    restoreUrl();
  });

  it('asks a guest who is not logged in to log in, and to come back here', async () => {
    engine = mountEngine(`${BASE}/my-booking/restaurants/2030-01-02`);
    await headingOf(engine, 'Dining');
    const panel = await until(() => shadow(engine).querySelector('[part=logged-out]'));
    expect(panel.textContent).to.contain(ACCOUNT_MESSAGES.logInForBookings);
    expect(panel.querySelector('a')!.getAttribute('href')).to.equal(
      `${BASE}/login-register?redirect=my-booking%2Frestaurants%2F2030-01-02`,
    );
    await expectNoAxeViolations(engine);
  });

  it('tells a guest without a stay on the date, linking to their bookings', async () => {
    await newLoggedInGuest('no-stay');
    engine = mountEngine(`${BASE}/my-booking/restaurants/2030-01-02`);
    await headingOf(engine, 'Dining');
    const empty = await until(() => shadow(engine).querySelector('[part=no-stay]'));
    expect(empty.textContent).to.contain('You have no stay booked on 2 January, 2030.');
    expect(empty.querySelector('a')!.getAttribute('href')).to.equal(`${BASE}/my-booking`);
  });

  describe('for a guest with a booked stay of two nights', () => {
    let arrival = '';
    let email = '';
    before(async () => {
      await renewSession();
      ({ arrival, email } = await guestWithBookedStay('dining-screen', 2));
    });
    // Each test starts on a new session (an empty cart): log the guest in again.
    beforeEach(async () => {
      expect((await logIn({ EmailAddress: email, Password: 'Windermere9' })).ok).to.equal(true);
    });

    it('shows a dinner block each night and breakfast from the second night', async () => {
      engine = mountEngine(`${BASE}/my-booking/restaurants/${arrival}`);
      await headingOf(engine, 'Dining');
      await until(() => expect(blocks(engine)).to.have.length(3));
      const day = (d: string) => {
        const [y, m, dd] = d.split('-').map(Number);
        return new Date(y!, m! - 1, dd!).toLocaleDateString('en-GB', {
          day: 'numeric',
          month: 'long',
        });
      };
      const second = addDays(arrival, 1);
      expect(titles(engine).map((t) => t!.split(',')[0])).to.deep.equal([
        'Dinner',
        'Breakfast',
        'Dinner',
      ]);
      expect(titles(engine)[0]).to.contain(day(arrival));
      expect(titles(engine)[1]).to.contain(day(second));
      // Issue 38 §3: no picture from the hotel, so each block shows the theme's dining drawing.
      expect(blocks(engine).map(photoOf)).to.deep.equal(
        blocks(engine).map(() => ({ art: 'dining', ratio: '3 / 2', img: null, named: null })),
      );
      await expectNoAxeViolations(engine);
    });

    it('says what is missing beside each field, keeps what was typed, and focuses it', async () => {
      engine = mountEngine(`${BASE}/my-booking/restaurants/${arrival}`);
      await until(() => expect(blocks(engine)).to.have.length(3));
      const dinner = blocks(engine)[2]!;
      const open = dinner.querySelector<HTMLButtonElement>('[part~=add-reservation]')!;
      expect(open.getAttribute('aria-expanded')).to.equal('false');
      open.click();
      const form = await until(() => formIn(dinner));
      expect(open.getAttribute('aria-expanded')).to.equal('true');
      const root = shadow(engine);
      const restaurant = form.querySelector<HTMLSelectElement>('[data-field=promotionId]')!;
      await until(() => expect(focused()).to.equal(restaurant));
      // Labels name every control.
      expect(root.querySelector(`label[for="${restaurant.id}"]`)!.textContent).to.contain(
        'Restaurant',
      );
      const requests = form.querySelector<HTMLTextAreaElement>('textarea')!;
      expect(root.querySelector(`label[for="${requests.id}"]`)!.textContent).to.contain(
        'Special requests',
      );
      typeInto(requests, 'A quiet table, please');
      form.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
      await until(() =>
        expect(errorOf(root, restaurant)).to.equal(RESERVATION_MESSAGES.restaurant),
      );
      const time = form.querySelector<HTMLElement>('[data-field=time]')!;
      expect(time.getAttribute('role')).to.equal('group');
      expect(errorOf(root, time)).to.equal(RESERVATION_MESSAGES.time);
      expect(restaurant.getAttribute('aria-invalid')).to.equal('true');
      expect(focused()).to.equal(restaurant);
      expect(requests.value).to.equal('A quiet table, please');
      await expectNoAxeViolations(engine);
      // Cancel closes the form and gives focus back to its button.
      control<HTMLButtonElement>(engine, '[part=cancel]', 'Cancel')!.click();
      await until(() => expect(formIn(dinner)).to.equal(null));
      expect(focused()).to.equal(open);
    });

    it('offers dinner times from 17:00 and breakfast until 11:00, then holds a table', async () => {
      engine = mountEngine(`${BASE}/my-booking/restaurants/${arrival}`);
      await until(() => expect(blocks(engine)).to.have.length(3));
      const [, breakfast, dinner] = blocks(engine) as [HTMLElement, HTMLElement, HTMLElement];
      breakfast.querySelector<HTMLButtonElement>('[part~=add-reservation]')!.click();
      const morning = await until(() => formIn(breakfast));
      // One restaurant serves breakfast: it is chosen already.
      const breakfastVenue = morning.querySelector<HTMLSelectElement>('[data-field=promotionId]')!;
      expect(options(breakfastVenue)).to.deep.equal(['7101']);
      await until(() => expect(timesOf(morning).length).to.be.greaterThan(0));
      expect(timesOf(morning).every((t) => t <= '11:00')).to.equal(true);

      dinner.querySelector<HTMLButtonElement>('[part~=add-reservation]')!.click();
      const form = await until(() => formIn(dinner));
      const venue = form.querySelector<HTMLSelectElement>('[data-field=promotionId]')!;
      expect(options(venue)).to.deep.equal(['', '7202', '7102']);
      choose(venue, '7202');
      // The times as the spa's: one labelled group of radios, not a select.
      await until(() => expect(timesOf(form).length).to.be.greaterThan(0));
      expect(timesOf(form).every((t) => t >= '17:00')).to.equal(true);
      const grid = form.querySelector<HTMLFieldSetElement>('fieldset[part~=time-grid]')!;
      expect(grid.querySelector('legend')!.textContent).to.equal('Time');
      expect(form.querySelector('select[data-field=time]')).to.equal(null);
      [...form.querySelectorAll<HTMLButtonElement>('[part=stepper] button')]
        .find((b) => b.textContent?.includes('Add a guest'))!
        .click();
      await until(() =>
        expect(form.querySelector('[part=stepper] output')!.textContent).to.equal('3'),
      );
      await until(() => expect(timesOf(form)).to.include('19:00'));
      const seven = form.querySelector<HTMLInputElement>('[part~=time] input[value="19:00"]')!;
      seven.click();
      await until(() => expect(seven.checked).to.equal(true));
      expect(seven.closest('[part~=time]')!.hasAttribute('data-checked')).to.equal(true);
      typeInto(form.querySelector('textarea')!, 'Window seat');
      form.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
      const held = await until(() =>
        dinner.querySelector('[part=held]')?.textContent?.startsWith('Table held') ? dinner : null,
      );
      const table = await until(() => held.querySelector<HTMLElement>('[part=table]'));
      expect(table.dataset.state).to.equal('holding');
      expect(table.textContent).to.contain('The Boathouse').and.contain('19:00');
      expect(table.textContent).to.contain('3 guests').and.contain('Window seat');
      expect(table.querySelector('[part=table-state]')!.textContent).to.equal('Holding');
      expect($cart.get().FolioItems.map((i) => i.Category)).to.deep.equal(['Dining']);
      await expectNoAxeViolations(engine);

      table.querySelector<HTMLButtonElement>('[part~=remove]')!.click();
      await until(() => expect(dinner.querySelector('[part=table]')).to.equal(null));
      expect($cart.get().FolioItems).to.deep.equal([]);
    });

    it('says which restaurant has no table on a night, and a night with none, before any times', async () => {
      // The Lakeview (breakfast 7101, dinner 7102) has no table left on any night.
      const undo = interceptRs((method, data) =>
        method === 'FetchDiningAvailableDays' && data.PromotionId !== '7202'
          ? new Response(JSON.stringify({ Result: { value: 'SUCCESS' }, AvailableDays: [] }), {
              headers: { 'Content-Type': 'application/json' },
            })
          : null,
      );
      // Forget the nights another test loaded, so that the screen asks again.
      $diningDays.set({});
      try {
        engine = mountEngine(`${BASE}/my-booking/restaurants/${arrival}`);
        const addIn = (block: Element | undefined) =>
          block?.querySelector<HTMLButtonElement>('[part~=add-reservation]');
        // Looked up afresh each time: the nights' blocks are drawn before their tables are known
        // (a node kept from then may be gone), and on a busy machine the answers take a while.
        await until(() => expect(addIn(blocks(engine)[1])?.disabled).to.equal(true));
        const [, breakfast, dinner] = blocks(engine) as [HTMLElement, HTMLElement, HTMLElement];
        const add = addIn(breakfast)!;
        const reason = breakfast.querySelector('[part=night-closed]')!;
        expect(reason.textContent).to.equal(
          'Fully booked: no tables left for breakfast on this night.',
        );
        expect(add.getAttribute('aria-describedby')).to.equal(reason.id);
        const dinnerAdd = dinner.querySelector<HTMLButtonElement>('[part~=add-reservation]')!;
        expect(dinnerAdd.disabled).to.equal(false);
        expect(dinner.querySelector('[part=night-closed]')).to.equal(null);
        dinnerAdd.click();
        const form = await until(() => formIn(dinner));
        const venue = form.querySelector<HTMLSelectElement>('[data-field=promotionId]')!;
        const option = (id: string) => [...venue.options].find((o) => o.value === id)!;
        await until(() => expect(option('7102').disabled).to.equal(true));
        expect(option('7102').textContent).to.equal('The Lakeview (no tables left this night)');
        expect(option('7202').disabled).to.equal(false);
        expect(option('7202').textContent).to.equal('The Boathouse');
        await expectNoAxeViolations(engine);
      } finally {
        undo();
      }
    });

    it('is linked from the stay’s card in My Bookings', async () => {
      engine = mountEngine(`${BASE}/my-booking`);
      await headingOf(engine, 'Your Bookings');
      const link = await until(() =>
        shadow(engine).querySelector<HTMLAnchorElement>('[part~=reserve-table]'),
      );
      expect(link.getAttribute('href')).to.equal(`${BASE}/my-booking/restaurants/${arrival}`);
      expect(link.textContent).to.match(/^Reserve a table/);
    });

    it('opens a restaurant’s info drawer, which Escape closes, focus back on its button', async () => {
      engine = mountEngine(`${BASE}/my-booking/restaurants/${arrival}`);
      await until(() => expect(blocks(engine)).to.have.length(3));
      const about = control<HTMLButtonElement>(
        engine,
        '[part~=restaurant-info]',
        /^About The Boathouse/,
      )!;
      about.focus();
      await sendKeys({ press: 'Enter' });
      const dialog = await until(() => shadow(engine).querySelector('dialog[open]'));
      expect(dialog.textContent).to.contain('The Boathouse');
      expect(dialog.textContent).to.contain('Seatings from 18:00 to 21:30');
      await expectNoAxeViolations(engine);
      await sendKeys({ press: 'Escape' });
      await until(() => expect(shadow(engine).querySelector('dialog[open]')).to.equal(null));
      await until(() => expect(focused()).to.equal(about));
    });
  });
});
