import { expect } from 'chai';
import { fetchMyBookings } from '../../src/api/account-api';
import { reserve } from '../../src/api/checkout-api';
import { ACCOUNT_MESSAGES } from '../../src/domain/account-messages';
import { formatDate } from '../../src/domain/format-date';
import { refreshCart, renewSession } from '../../src/stores';
import { expectNoAxeViolations, sandboxPost, until } from '../../tests/browser/helpers';
import { newLoggedInGuest } from './account-test-helpers';
import { BASE, headingOf, mountEngine, restoreUrl, shadow } from './engine-test-helpers';

const sectionText = (engine: HTMLElement, title: string) =>
  shadow(engine).querySelector(`section[aria-label="${title}"]`)?.textContent ?? '';

describe('<ik-booking-engine> my bookings', () => {
  let engine: HTMLElement;

  beforeEach(async () => {
    await renewSession();
  });

  afterEach(() => {
    engine?.remove();
    restoreUrl();
  });

  it('asks a guest who is not logged in to log in, linking back here', async () => {
    engine = mountEngine(`${BASE}/my-booking`);
    await headingOf(engine, 'Your Bookings');
    const panel = await until(() => shadow(engine).querySelector('[part=logged-out]'));
    expect(panel.querySelector('p')!.textContent).to.equal(ACCOUNT_MESSAGES.logInForBookings);
    expect(panel.querySelector('a')!.getAttribute('href')).to.equal(
      `${BASE}/login-register?redirect=my-booking`,
    );
    await expectNoAxeViolations(engine);
  });

  it('shows every empty list with its message for a guest with no bookings', async () => {
    await newLoggedInGuest('empty');
    engine = mountEngine(`${BASE}/my-booking`);
    await headingOf(engine, 'Your Bookings');
    await until(() => expect(sectionText(engine, 'Stays')).to.contain('You have no stays booked.'));
    expect(sectionText(engine, 'Treatments')).to.contain('No treatments booked.');
    expect(sectionText(engine, 'Active sessions')).to.contain('No active sessions booked.');
    expect(sectionText(engine, 'Dining')).to.contain('No dining reservations booked.');
    await expectNoAxeViolations(engine);
  });

  it('lists a booking just made with its fields and marks it by its reference', async () => {
    await newLoggedInGuest('dining');
    expect((await sandboxPost('/sandbox/api/cart/sample', { category: 'Dining' })).status).to.equal(
      200,
    );
    await refreshCart();
    const done = await reserve(0);
    expect(done.Result.value).to.equal('SUCCESS');
    const ref = String(done.BookingRef);
    engine = mountEngine(`${BASE}/my-booking?ref=${encodeURIComponent(ref)}`);
    await headingOf(engine, 'Your Bookings');
    const item = await until(() =>
      shadow(engine).querySelector<HTMLElement>('[part~=new-booking]'),
    );
    expect(item.querySelector('h3')!.textContent).to.equal('The Boathouse (Just booked)');
    const facts = Object.fromEntries(
      [...item.querySelectorAll('dl > div')].map((d) => [
        d.querySelector('dt')!.textContent,
        d.querySelector('dd')!.textContent,
      ]),
    );
    expect(facts.Time).to.equal('19:00');
    expect(facts['Party size']).to.equal('2');
    expect(facts.Name).to.equal('Grace Hopper');
    const [dining] = (await fetchMyBookings()).Dining;
    expect(facts.Date)
      .to.equal(formatDate(dining!.date))
      .and.match(/^\d{1,2} [A-Z][a-z]+, \d{4}$/);
    expect(sectionText(engine, 'Stays')).to.contain('You have no stays booked.');
    await expectNoAxeViolations(engine);
  });
});
