import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { listenToAnnouncer } from '../../../../tests/browser/announcements';
import { expectNoAxeViolations, until } from '../../../../tests/browser/helpers';
import { pounds, roomTypes, startBookStayTest, endEngineTest } from './book-stay-test-helpers';
import { BASE, focused, headingOf, mountEngine, shadow } from '../../engine-test-helpers';

// Issue 36 §3 against the real sandbox: the lake is sold out on the night of 10 June 2026
// (sandbox/stay/house-occupancy.ts), and free on the 9th and the 11th. No other test books
// these nights.
const SOLD_OUT = `${BASE}/stay/2026-06-10/1/2/0/0/lake`;

const nearbyLinks = (engine: HTMLElement) => [
  ...shadow(engine).querySelectorAll<HTMLAnchorElement>('[part=nearby-stays] [part=option-link]'),
];
const summary = (engine: HTMLElement) =>
  shadow(engine).querySelector('.stay-summary')?.textContent ?? '';

describe('<ik-booking-engine> Book your Stay: nearby dates', () => {
  let engine: HTMLElement;

  beforeEach(async () => {
    await startBookStayTest();
  });

  afterEach(() => {
    endEngineTest(engine);
  });

  it('offers the nearest free stay of the same length before and after, with its total, and says so', async () => {
    const listener = listenToAnnouncer();
    engine = mountEngine(SOLD_OUT);
    const card = await until(() => shadow(engine).querySelector<HTMLElement>('[part=no-rates]'));
    // The specification's words stay first, then the nearby dates, then the other venue.
    const [earlier, later] = await until(() =>
      nearbyLinks(engine).length === 2 ? nearbyLinks(engine) : null,
    );
    const text = card.textContent!;
    const order = [
      'Sorry, no rates are available for this day.',
      'Nearby dates with rooms free',
      'See rooms at The Inn',
    ].map((words) => text.indexOf(words));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]!))).to.equal(true);
    expect(earlier!.textContent).to.match(/^Search: Earlier9 June, 2026 to 10 June, 20261 night£/);
    expect(later!.textContent).to.match(/^Search: Later11 June, 2026 to 12 June, 20261 night£/);
    expect(earlier!.getAttribute('href')).to.equal(`${BASE}/stay/2026-06-09/1/2/0/0/lake`);
    expect(later!.getAttribute('href')).to.equal(`${BASE}/stay/2026-06-11/1/2/0/0/lake`);
    await until(() => expect(listener.texts()).to.include('2 nearby stays have rooms free.'));
    listener.stop();
    await expectNoAxeViolations(engine);
  });

  it('searches a nearby stay with one tap: its rates, the cheapest at the total offered, focus on the heading', async () => {
    engine = mountEngine(SOLD_OUT);
    const later = await until(() => nearbyLinks(engine)[1]);
    const total = pounds(later.textContent);
    // Keyboard only: Tab reaches the link, Enter follows it.
    const [earlier] = nearbyLinks(engine);
    earlier!.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal(later);
    await sendKeys({ press: 'Enter' });
    await until(() => expect(summary(engine)).to.contain('11 June, 2026 to 12 June, 2026'));
    await until(() => expect(roomTypes(engine).length).to.be.greaterThan(0));
    const heading = await headingOf(engine, 'Book your Stay');
    expect(focused(), 'focus on the screen’s heading').to.equal(heading);
    expect(location.pathname).to.equal(`${BASE}/stay/2026-06-11/1/2/0/0/lake`);
    // The total offered is what the engine asks: its cheapest rate for that stay.
    const prices = [...shadow(engine).querySelectorAll('[part=rate-total] [part=price-now]')].map(
      (p) => pounds(p.textContent),
    );
    expect(Math.min(...prices)).to.equal(total);
  });

  it('keeps the promo code and filter on the nearby searches, and drops the other venue’s mark', async () => {
    // The inn is full on 12 June 2026.
    engine = mountEngine(`${BASE}/stay/2026-06-12/1/2/0/0/inn?alt=1&promo=SAVE15`);
    await until(() => expect(shadow(engine).textContent).to.contain('Please modify your search.'));
    const links = await until(() => (nearbyLinks(engine).length ? nearbyLinks(engine) : null));
    for (const link of links) expect(link.getAttribute('href')).to.match(/\/inn\?promo=SAVE15$/);
  });

  it('says plainly when the nearby dates cannot be looked for, and finds them on Try again', async () => {
    const realFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      // Both price services (the cached calendar and the live one) are down.
      return url.includes('/api/')
        ? Promise.resolve(new Response('{}', { status: 503 }))
        : realFetch(input, init);
    };
    try {
      // A promo of its own: the page's month cache has not seen it.
      engine = mountEngine(`${SOLD_OUT}?promo=NEARBYFAIL`);
      const failed = await until(() =>
        shadow(engine).querySelector<HTMLElement>('[part=nearby-stays] [role=alert]'),
      );
      expect(failed.textContent).to.contain('We could not look for nearby dates.');
      expect(shadow(engine).textContent).to.contain('See rooms at The Inn');
      await expectNoAxeViolations(engine);
    } finally {
      window.fetch = realFetch;
    }
    const retry = shadow(engine).querySelector<HTMLButtonElement>('[part=nearby-stays] button')!;
    expect(retry.textContent).to.equal('Try again');
    retry.click();
    await until(() => expect(nearbyLinks(engine)).to.have.length(2));
    expect(summary(engine)).to.contain('10 June, 2026');
  });
});
