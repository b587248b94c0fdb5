import { expect } from 'chai';
import { NOTICE_TEXT } from '../../../../src/domain/text/notice-text';
import { $cart, $notice } from '../../../../src/stores';
import { listenToAnnouncer } from '../../../../tests/browser/announcements';
import { expectNoAxeViolations, sandboxPost, until } from '../../../../tests/browser/helpers';
import {
  chooseRate,
  pounds,
  rateOf,
  roomTypes,
  startBookStayTest,
  endEngineTest,
} from './book-stay-test-helpers';
import { BASE, control, focused, mountEngine, shadow } from '../../engine-test-helpers';

// What happens once a room is added: the inn's rates, the price charged, and the hold.
const updates = () =>
  performance
    .getEntriesByType('resource')
    .filter((e) => new URL(e.name).pathname === '/rs/update-session').length;
const rateNames = (engine: HTMLElement) =>
  [...shadow(engine).querySelectorAll('[part=rate] [part=rate-name]')].map((s) => s.textContent);
const holdText = (engine: HTMLElement) =>
  shadow(engine).querySelector('[part=hold-time]')?.textContent ?? '';

describe('<ik-booking-engine> Book your Stay, adding rooms', () => {
  let engine: HTMLElement;

  beforeEach(async () => {
    await startBookStayTest();
  });

  afterEach(() => {
    endEngineTest(engine);
  });

  it('offers only the inn rate codes BBBR and BBIS at the inn, then "Add Inn room"', async () => {
    engine = mountEngine(`${BASE}/stay/2026-03-24/2/2/0/0/inn`);
    await until(() => expect(roomTypes(engine)).to.deep.equal(['Inn Double', 'Family Room']));
    expect(rateNames(engine)).to.deep.equal(['Bed, Breakfast & Bar Supper', 'Inn Special']);
    (await chooseRate(rateOf(engine, 'Inn Double', 'Bed, Breakfast & Bar Supper')!)).click();
    await until(() => expect(control(engine, 'button', 'Add Inn room')).to.not.equal(null));
    expect($cart.get().FolioItems[0]).to.deep.include({ Location: 'The Inn' });
  });

  it('charges the offer price shown beside the normal price, and the cart shows it', async () => {
    engine = mountEngine(`${BASE}/stay/2026-03-17/2/2/0/0/lake`);
    await until(() => expect(rateOf(engine, 'Lake View Suite', 'Suite Saver')).to.not.equal(null));
    const saver = rateOf(engine, 'Lake View Suite', 'Suite Saver')!;
    expect(saver.textContent).to.contain('20% off');
    // The total the guest pays, the normal total struck through beside it, and beneath it
    // the offer's price per night.
    const total = saver.querySelector('[part=rate-total]')!;
    const offer = pounds(total.querySelector('[part=price-now]')!.textContent);
    expect(total.querySelector('del')!.textContent).to.match(/^was £[\d,.]+$/);
    expect(offer).to.be.lessThan(pounds(total.querySelector('del')!.textContent));
    const offerNight = /£([\d,.]+) per night/.exec(total.textContent!)![1]!;
    expect(Number(offerNight.replace(/,/g, ''))).to.be.closeTo(offer / 2, 0.006);
    (await chooseRate(saver)).click();
    await until(() => expect($cart.get().FolioItems).to.have.length(1));
    expect($cart.get().FolioItems[0]!.Amount).to.equal(offer);
    control<HTMLAnchorElement>(engine, 'a', 'Book now')!.click();
    await until(() =>
      expect(pounds(shadow(engine).querySelector('[part=total]')?.textContent)).to.equal(offer),
    );
    // The cart says how long the room is held too.
    expect(holdText(engine)).to.match(/Your room is held for 1[89] more minutes\./);
  });

  it('says how long the room is held and keeps it from there', async () => {
    engine = mountEngine(`${BASE}/stay/2026-03-17/2/2/0/0/lake`);
    await until(() =>
      expect(rateOf(engine, 'Woodland Lodge', 'Bed & Breakfast')).to.not.equal(null),
    );
    (await chooseRate(rateOf(engine, 'Woodland Lodge', 'Bed & Breakfast')!)).click();
    await until(() => expect(holdText(engine)).to.match(/held for 1[89] more minutes/));
    await expectNoAxeViolations(engine);

    // Time passes (the session-until cookie every tab shares): the message follows it.
    document.cookie = `ik_session_until=${Date.now() + 4 * 60_000 + 30_000}; path=/`;
    engine.remove();
    engine = mountEngine(`${BASE}/stay/2026-03-17/2/2/0/0/lake`);
    await until(() => expect(holdText(engine)).to.contain('held for 5 more minutes'));

    const before = updates();
    const listener = listenToAnnouncer();
    control<HTMLButtonElement>(engine, 'button', 'Keep my booking')!.click();
    await until(() =>
      expect(shadow(engine).querySelector('[part=hold-said]')!.textContent).to.equal(
        'Your booking is kept: held for 19 minutes.',
      ),
    );
    // Said once, by the page's one announcer.
    await until(() =>
      expect(listener.texts()).to.include('Your booking is kept: held for 19 minutes.'),
    );
    listener.stop();
    expect(listener.texts().filter((t) => t.startsWith('Your booking is kept'))).to.have.length(1);
    expect(updates() - before).to.equal(1);
    expect(holdText(engine)).to.contain('held for 19 more minutes');
  });

  it('says so in plain words when the hold cannot be kept, and keeps the room in the cart', async () => {
    engine = mountEngine(`${BASE}/stay/2026-03-17/2/2/0/0/lake`);
    await until(() =>
      expect(rateOf(engine, 'Woodland Lodge', 'Bed & Breakfast')).to.not.equal(null),
    );
    (await chooseRate(rateOf(engine, 'Woodland Lodge', 'Bed & Breakfast')!)).click();
    await until(() => expect(holdText(engine)).to.match(/held for 1[89] more minutes/));
    const original = window.fetch;
    window.fetch = (resource: RequestInfo | URL, init?: RequestInit) =>
      String(resource instanceof Request ? resource.url : resource).includes('/rs/update-session')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : original(resource, init);
    try {
      control<HTMLButtonElement>(engine, 'button', 'Keep my booking')!.click();
      await until(() =>
        expect(shadow(engine).querySelector('[part=hold-said]')!.textContent).to.equal(
          'Sorry, we could not reach the hotel to keep your booking. Please try again.',
        ),
      );
    } finally {
      window.fetch = original;
    }
    expect($cart.get().FolioItems).to.have.length(1);
    expect(control(engine, 'a', 'Book now')).to.not.equal(null);
  });

  it('says the booking expired, never that it was kept, when the server had already let it lapse', async () => {
    engine = mountEngine(`${BASE}/stay/2026-03-17/2/2/0/0/lake`);
    await until(() =>
      expect(rateOf(engine, 'Woodland Lodge', 'Bed & Breakfast')).to.not.equal(null),
    );
    (await chooseRate(rateOf(engine, 'Woodland Lodge', 'Bed & Breakfast')!)).click();
    await until(() => expect(holdText(engine)).to.match(/held for 1[89] more minutes/));
    await sandboxPost('/sandbox/api/session/expire');
    const keep = control<HTMLButtonElement>(engine, 'button', 'Keep my booking')!;
    keep.focus();
    keep.click();
    const expired = NOTICE_TEXT['booking-expired'];
    const said = await until(() => shadow(engine).querySelector<HTMLElement>('[part=hold-ended]'));
    expect(said.textContent).to.equal(`${expired.title}. ${expired.body}`);
    expect(said.getAttribute('role')).to.equal('alert');
    expect(focused()).to.equal(said);
    expect(shadow(engine).textContent).to.not.contain('Your booking is kept');
    expect($cart.get().FolioItems).to.deep.equal([]);
    await expectNoAxeViolations(engine);
    $notice.set(null);
  });
});
