import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { $cart } from '../../../../src/stores';
import { deepActiveElement } from '../../../../src/ui/deep-active-element';
import { expectNoAxeViolations, until } from '../../../../tests/browser/helpers';
import {
  cardOf,
  chooseRate,
  pounds,
  rateOf,
  startBookStayTest,
  endEngineTest,
} from './book-stay-test-helpers';
import { BASE, mountEngine, shadow } from '../../engine-test-helpers';

// The room detail and rate detail drawers of Book your Stay, against the real sandbox.
const STAY = `${BASE}/stay/2026-03-17/4/2/0/0/lake`;

const roomCard = (engine: HTMLElement, title: string) =>
  [...shadow(engine).querySelectorAll<HTMLElement>('[part=room-type]')].find(
    (r) => r.querySelector('h2')!.textContent === title,
  )!;
const drawer = (engine: HTMLElement, part: 'room-drawer' | 'rate-drawer') =>
  shadow(engine).querySelector<HTMLDialogElement>(`dialog[part~=${part}]`);
const isOpen = (dialog: HTMLDialogElement | null) =>
  !!dialog && dialog.open && dialog.dataset.phase !== 'closing';

/** Focus a button and press Enter, as a keyboard user opens the drawer. */
async function press(button: HTMLElement) {
  button.focus();
  await sendKeys({ press: 'Enter' });
}

describe('<ik-booking-engine> Book your Stay drawers', () => {
  let engine: HTMLElement;

  beforeEach(async () => {
    await startBookStayTest();
    engine = mountEngine(STAY);
    await until(() => expect(roomCard(engine, 'Lakeside Double')).to.not.equal(undefined));
  });

  afterEach(async () => {
    endEngineTest(engine);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('opens the room drawer with the room’s title, intro, copy and gallery; Escape closes it and focus returns', async () => {
    const opener = roomCard(engine, 'Lakeside Double').querySelector<HTMLElement>(
      '[part=room-details]',
    )!;
    expect(opener.getAttribute('aria-haspopup')).to.equal('dialog');
    await press(opener);
    const dialog = drawer(engine, 'room-drawer')!;
    await until(() => expect(isOpen(dialog)).to.equal(true));
    // Modal, labelled, focus inside.
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.getAttribute('aria-label')).to.equal('Room details: Lakeside Double');
    expect(dialog.querySelector('h2')!.textContent).to.equal('Lakeside Double');
    expect(dialog.contains(deepActiveElement())).to.equal(true);
    expect(dialog.textContent).to.contain('A calm double room looking over the water.');
    expect(dialog.textContent).to.contain('King-size bed, walk-in shower');
    const pictures = [...dialog.querySelectorAll('img')];
    expect(pictures).to.have.length(3);
    for (const img of pictures) expect(img.alt).to.match(/Lakeside Double/);
    expect(pictures[0]!.getAttribute('src')).to.equal('/demo-assets/rooms/LKDBL/bedroom-960.svg');
    // Each at its widths, drawn the first across the drawer and the others two by two.
    expect(pictures[0]!.getAttribute('srcset')).to.match(/-480\.svg 480w, .+-1440\.svg 1440w$/);
    expect(pictures[0]!.getAttribute('sizes')).to.equal('(min-width: 30rem) 30rem, 100vw');
    expect(pictures[1]!.getAttribute('sizes')).to.equal('(min-width: 30rem) 15rem, 50vw');
    // What the room offers first; then its accessibility; last the chosen rate and its Add.
    const order = [
      ...dialog.querySelectorAll(
        '.room-details__intro, [part=gallery], .room-access-facts, [part=chosen-rate]',
      ),
    ].map((node) => node.className || node.getAttribute('part'));
    expect(order).to.deep.equal([
      'room-details__intro',
      'gallery',
      'room-access-facts',
      'chosen-rate',
    ]);
    const chosen = dialog.querySelector<HTMLElement>('[part=chosen-rate]')!;
    expect(chosen.querySelector('h3')!.textContent).to.match(/^Your rate: /);
    expect(chosen.textContent).to.match(/£[\d,]+\.\d\d total/);
    expect(chosen.querySelector('[part=drawer-add-room]')!.getAttribute('aria-label')).to.match(
      /^Add room: /,
    );
    // In the drawer's sticky foot: the rate and its Add are in view before any scroll.
    expect(chosen.closest('[part=drawer-footer]')).to.not.equal(null);
    const add = chosen
      .querySelector<HTMLElement>('[part=drawer-add-room]')!
      .getBoundingClientRect();
    expect(add.bottom).to.be.at.most(innerHeight);
    expect(add.top).to.be.at.least(0);
    await expectNoAxeViolations(engine);

    await sendKeys({ press: 'Escape' });
    await until(() => expect(dialog.open).to.equal(false));
    await until(() => expect(deepActiveElement()).to.equal(opener));
  });

  it('opens the rate drawer with the rate, its prices, what is included and the policies; the close button closes it', async () => {
    // "Rate details" on the card opens the chosen rate's drawer.
    const lodge = rateOf(engine, 'Woodland Lodge', 'Lodge Long Stay')!;
    await chooseRate(lodge);
    const opener = cardOf(lodge).querySelector<HTMLElement>('[part=rate-details]')!;
    expect(opener.getAttribute('aria-label')).to.equal(
      'Rate details: Lodge Long Stay, Woodland Lodge',
    );
    await press(opener);
    const dialog = drawer(engine, 'rate-drawer')!;
    await until(() => expect(isOpen(dialog)).to.equal(true));
    expect(dialog.getAttribute('aria-label')).to.equal('Rate details: Lodge Long Stay');
    const text = dialog.textContent!;
    expect(text).to.contain('Woodland Lodge');
    // All-in prices: per night and total, and the offer total beside the normal one.
    expect(text).to.match(/£[\d,]+\.\d\d per night/);
    expect(pounds(dialog.querySelector('[part=offer-price]')!.textContent)).to.equal(
      pounds(lodge.querySelector('[part=rate-total] [part=price-now]')!.textContent),
    );
    expect(dialog.querySelector('del')).to.not.equal(null);
    expect(text).to.contain('What is included');
    expect(text).to.contain('The offer: Fourth night free');
    expect(text).to.contain('Check-in from 3pm, check-out by 11am.');
    expect(text).to.contain('held for 19 minutes');
    // The rate's own cancellation policy, both sentences: until when it is free, then the fee.
    expect(dialog.querySelector('[part=rate-cancellation]')!.textContent).to.match(
      /^Free cancellation until 15:00, \w+day \d+ March 2026\. After that, .+ charged\.$/,
    );
    expect(dialog.querySelector('a')!.getAttribute('href')).to.equal('/booking-terms/');
    await expectNoAxeViolations(engine);

    dialog.querySelector<HTMLButtonElement>('[part=close]')!.click();
    await until(() => expect(dialog.open).to.equal(false));
    await until(() => expect(deepActiveElement()).to.equal(opener));
  });

  it('adds the rate chosen on the card from the room drawer, which closes', async () => {
    const bb = rateOf(engine, 'Woodland Lodge', 'Bed & Breakfast')!;
    await chooseRate(bb);
    const total = pounds(bb.querySelector('[part=rate-total] [part=price-now]')!.textContent);
    await press(cardOf(bb).querySelector<HTMLElement>('[part=room-details]')!);
    const dialog = drawer(engine, 'room-drawer')!;
    await until(() => expect(isOpen(dialog)).to.equal(true));
    const chosen = dialog.querySelector<HTMLElement>('[part=chosen-rate]')!;
    expect(chosen.querySelector('h3')!.textContent).to.equal('Your rate: Bed & Breakfast');
    const add = chosen.querySelector<HTMLButtonElement>('[part=drawer-add-room]')!;
    expect(add.textContent).to.equal('Add room');
    await press(add);
    await until(() => expect($cart.get().FolioItems).to.have.length(1));
    expect($cart.get().FolioItems[0]!.Amount).to.equal(total);
    await until(() => expect(dialog.open).to.equal(false));
    await until(() => expect(deepActiveElement()?.getAttribute('part')).to.equal('in-cart-title'));
  });

  it('slides in, and opens and closes at once when the guest prefers reduced motion', async () => {
    const opener = roomCard(engine, 'Woodland Lodge').querySelector<HTMLElement>(
      '[part=room-details]',
    )!;
    await press(opener);
    const dialog = drawer(engine, 'room-drawer')!;
    await until(() => expect(dialog.open).to.equal(true));
    expect(dialog.style.transitionDuration).to.equal('250ms');
    await sendKeys({ press: 'Escape' });
    await until(() => expect(dialog.dataset.phase).to.equal('closed'));

    await emulateMedia({ reducedMotion: 'reduce' });
    await until(() => expect(dialog.style.transitionDuration).to.equal('0ms'));
    await press(opener);
    await until(() => expect(dialog.dataset.phase).to.equal('open'));
    expect(new DOMMatrix(getComputedStyle(dialog).transform).m41).to.equal(0);
    await sendKeys({ press: 'Escape' });
    await until(() => expect(dialog.dataset.phase).to.equal('closed'));
    expect(deepActiveElement()).to.equal(opener);
  });
});
