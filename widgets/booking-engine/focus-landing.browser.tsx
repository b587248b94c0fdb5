import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { announcerIdle } from '../../src/core/announce';
import { $cart, refreshCart } from '../../src/stores';
import { $rates } from '../../src/stores/engine/index';
import { listenToAnnouncer } from '../../tests/browser/announcements';
import { sandboxPost, until } from '../../tests/browser/helpers';
import {
  chooseRate,
  rateOf,
  startBookStayTest,
  endEngineTest,
} from './screens/book-stay/book-stay-test-helpers';
import { BASE, focused, goTo, headingOf, mountEngine, shadow } from './engine-test-helpers';

// Issue 22: when the control a guest used disappears, focus goes to what replaced it; each
// change is said once by the page's one announcer.
describe('<ik-booking-engine> focus landings and announcements', () => {
  let engine: HTMLElement;
  let listener: ReturnType<typeof listenToAnnouncer>;

  beforeEach(async () => {
    await startBookStayTest();
    // The cart emptied by the reset above is said too (through the announcement module the
    // store imports when a cart changes, here already asked for): listen once that is over.
    await import('../../src/stores/announce-cart-change');
    await until(() => expect(announcerIdle()).to.equal(true));
    listener = listenToAnnouncer();
  });

  afterEach(() => {
    listener.stop();
    endEngineTest(engine);
  });

  it('after Add room, focus is on the confirmation and the cart’s change is said once', async () => {
    engine = mountEngine(`${BASE}/stay/2026-03-17/2/2/0/0/lake`);
    const rate = await until(() => rateOf(engine, 'Woodland Lodge', 'Bed & Breakfast'));
    (await chooseRate(rate)).focus();
    await sendKeys({ press: 'Enter' });
    const confirmation = await until(
      () => shadow(engine).querySelector<HTMLElement>('[part=in-cart-title]'),
      10_000,
    );
    await until(() => expect(focused()).to.equal(confirmation));
    expect(confirmation.textContent).to.equal('Your room is in the cart.');
    await until(() =>
      expect(listener.texts().some((t) => t.startsWith('Added to your cart'))).to.equal(true),
    );
    const added = listener.texts().filter((t) => t.startsWith('Added to your cart'));
    expect(added).to.have.length(1);
    expect(added[0]).to.match(/^Added to your cart: .+\. Cart, 1 item, £[\d,.]+\.$/);
    // The next step is a Tab away.
    await sendKeys({ press: 'Tab' });
    expect(focused()!.textContent).to.equal('Keep my booking');
  });

  it('says once what a changed search found, politely', async () => {
    // Dates no other test books (the browser tests share one sandbox): rooms are free.
    engine = mountEngine(`${BASE}/stay/2026-04-21/2/2/0/0/lake`);
    await until(() => expect($rates.get()).to.deep.include({ status: 'loaded' }));
    // The first answer of a screen is not announced (its heading took focus).
    expect(listener.heard).to.deep.equal([]);
    goTo(`${BASE}/stay/2026-04-22/3/2/0/0/lake`);
    // The new search answered (a state, waited for generously on a busy machine), then said.
    await until(() => expect($rates.get()).to.deep.include({ status: 'loaded' }));
    await until(() => expect(listener.heard).to.have.length(1));
    expect(listener.heard[0]!.politeness).to.equal('polite');
    expect(listener.heard[0]!.text).to.match(
      /^\d+ room types? available for 3 nights, from £[\d,.]+\.$/,
    );
    await until(() => expect($rates.get().status).to.equal('loaded'));
    expect(listener.heard).to.have.length(1);
  });

  it('after a cart line’s Remove, focus is on the cart’s heading and the removal is said once', async () => {
    for (const category of ['Hotel', 'Active'] as const) {
      await sandboxPost('/sandbox/api/cart/sample', { category });
    }
    await refreshCart();
    engine = mountEngine(`${BASE}/cart`);
    const heading = await headingOf(engine, 'Your cart');
    const swim = await until(() =>
      [...shadow(engine).querySelectorAll<HTMLElement>('[part=cart-item]')].find(
        (item) => item.closest('[data-category=Active]') !== null,
      ),
    );
    const name = swim.querySelector('h3')!.textContent!;
    const remove = [...swim.querySelectorAll<HTMLButtonElement>('.ik-actions button')].find((b) =>
      b.textContent!.startsWith('Remove'),
    )!;
    remove.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => expect($cart.get().FolioItems).to.have.length(1));
    await until(() => expect(focused()).to.equal(heading));
    await until(() =>
      expect(listener.texts()).to.include.members([
        `Removed from your cart: ${name}. Cart, 1 item, £${$cart.get().FolioBalance.toFixed(2)}.`,
      ]),
    );
    expect(listener.texts().filter((t) => t.startsWith('Removed'))).to.have.length(1);
  });
});
