import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { $cart, refreshCart } from '../../../src/stores';
import { expectNoAxeViolations, sandboxPost, until } from '../../../tests/browser/helpers';
import {
  BASE,
  control,
  focused,
  headingOf,
  mountEngine,
  restoreUrl,
  shadow,
} from '../engine-test-helpers';

// The step indicator and the running booking summary around the engine's screens (issue 16 §4).
const steps = (engine: HTMLElement) => shadow(engine).querySelector<HTMLElement>('[part=steps]');
const currentStep = (engine: HTMLElement) =>
  steps(engine)?.querySelector('[aria-current=step] .ik-step-label')?.firstChild?.textContent ??
  null;
const visible = (el: Element | null) =>
  el !== null && getComputedStyle(el).display !== 'none' && el.getClientRects().length > 0;
const panel = (engine: HTMLElement) => shadow(engine).querySelector('[part=summary-panel]');
const bar = (engine: HTMLElement) =>
  shadow(engine).querySelector<HTMLElement>('[part=summary-bar]');

async function addSample(category: 'Hotel' | 'Active'): Promise<void> {
  const response = await sandboxPost('/sandbox/api/cart/sample', { category });
  expect(response.status).to.equal(200);
}

describe('<ik-booking-engine> step indicator and booking summary', () => {
  let engine: HTMLElement;

  beforeEach(async () => {
    await sandboxPost('/rs/clearSession');
    await refreshCart();
  });

  afterEach(async () => {
    engine?.remove();
    restoreUrl();
    await setViewport({ width: 800, height: 600 });
  });

  for (const [path, title, step] of [
    ['/stay/2027-03-10/2/2', 'Book your Stay', 'Stay'],
    ['/login-register?redirect=checkout', 'Login or create an account', 'Your details'],
    ['/checkout', 'Checkout', 'Payment'],
  ] as const) {
    it(`shows "${step}" as the current step on ${path}`, async () => {
      engine = mountEngine(`${BASE}${path}`);
      await headingOf(engine, title);
      expect(steps(engine)!.getAttribute('aria-label')).to.equal('Booking progress');
      expect(currentStep(engine)).to.equal(step);
      // The indicator comes before the screen's heading, in reading order.
      const h1 = shadow(engine).querySelector('h1')!;
      expect(
        steps(engine)!.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).to.not.equal(0);
    });
  }

  it('shows no step indicator outside a booking (landing, account, a plain login)', async () => {
    engine = mountEngine(`${BASE}/login-register`);
    await headingOf(engine, 'Login or create an account');
    expect(steps(engine)).to.equal(null);
    engine.remove();
    engine = mountEngine(`${BASE}`);
    await headingOf(engine, 'Make a booking');
    expect(steps(engine)).to.equal(null);
  });

  it('draws no summary while the cart is empty, but keeps its space', async () => {
    engine = mountEngine(`${BASE}/login-register?redirect=checkout`);
    await headingOf(engine, 'Login or create an account');
    await until(() => expect($cart.get().loaded).to.equal(true));
    expect(panel(engine)).to.equal(null);
    expect(bar(engine)).to.equal(null);
    const layout = shadow(engine).querySelector<HTMLElement>('.engine-layout')!;
    expect(getComputedStyle(layout).gridTemplateColumns.split(' ')).to.have.length(2);
  });

  it('lists the room and an activity beside the screen on a wide screen, with the total', async () => {
    await addSample('Hotel');
    await addSample('Active');
    await refreshCart();
    engine = mountEngine(`${BASE}/login-register?redirect=checkout`);
    await headingOf(engine, 'Login or create an account');
    const aside = await until(() => panel(engine));
    expect(visible(aside)).to.equal(true);
    expect(visible(bar(engine))).to.equal(false);
    expect(aside.getAttribute('aria-label')).to.equal('Your booking');
    const lines = [...aside.querySelectorAll<HTMLElement>('[part=summary-line]')];
    expect(lines).to.have.length(2);
    const room = $cart.get().FolioItems.find((i) => i.Category === 'Hotel')!;
    expect(lines[0]!.textContent).to.contain(room.Details);
    expect(lines[0]!.textContent).to.match(/\d+ nights? · 2 adults/);
    const activity = $cart.get().FolioItems.find((i) => i.Category === 'Active')!;
    expect(lines[1]!.textContent).to.contain(activity.Details);
    const total = aside.querySelector('[part=summary-total]')!.textContent!;
    const sum = $cart.get().FolioItems.reduce((s, i) => s + i.Amount, 0);
    expect(total).to.contain(`£${sum.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`);
    // Beside the screen, not under it.
    const screen = shadow(engine).querySelector('.engine-screen')!.getBoundingClientRect();
    expect(aside.getBoundingClientRect().left).to.be.at.least(screen.right);
    await expectNoAxeViolations(engine);
  });

  it('on a phone is a bar whose button opens the summary in a bottom sheet, Escape closing it', async () => {
    await setViewport({ width: 375, height: 700 });
    await addSample('Hotel');
    await refreshCart();
    engine = mountEngine(`${BASE}/stay/2027-03-10/2/2`);
    await headingOf(engine, 'Book your Stay');
    const strip = await until(() => bar(engine));
    expect(visible(strip)).to.equal(true);
    expect(visible(panel(engine))).to.equal(false);
    expect(strip.textContent).to.match(/^Total, 1 item £[\d,]+\.\d\d View booking/);
    // Fixed along the bottom of the window, with the engine keeping room for it.
    const box = strip.getBoundingClientRect();
    expect(Math.round(box.bottom)).to.equal(window.innerHeight);
    expect(box.width).to.equal(window.innerWidth);
    const layout = shadow(engine).querySelector<HTMLElement>('.engine-layout')!;
    expect(parseFloat(getComputedStyle(layout).paddingBottom)).to.be.at.least(box.height);
    // The way on says where it goes, and goes there.
    const forward = strip.querySelector<HTMLAnchorElement>('a[part~=summary-forward]')!;
    expect(forward.textContent).to.equal('Continue to cart');
    expect(forward.getAttribute('href')).to.equal(`${BASE}/cart`);
    const open = strip.querySelector<HTMLButtonElement>('[part~=summary-open]')!;
    expect(open.getAttribute('aria-haspopup')).to.equal('dialog');
    open.focus();
    open.click();
    const sheet = await until(() =>
      shadow(engine).querySelector<HTMLDialogElement>('dialog[part~=summary-sheet][open]'),
    );
    expect(sheet.querySelector('h2')!.textContent).to.equal('Your booking');
    // A sheet rising from the bottom, not the side drawer: full width, along the foot.
    expect(sheet.dataset.placement).to.equal('bottom');
    await until(() =>
      expect(Math.abs(sheet.getBoundingClientRect().bottom - window.innerHeight)).to.be.below(1),
    );
    const rise = sheet.getBoundingClientRect();
    expect(Math.abs(rise.width - window.innerWidth)).to.be.below(1);
    expect(rise.height).to.be.at.most(window.innerHeight * 0.85 + 1);
    expect(sheet.querySelectorAll('[part=summary-line]')).to.have.length(1);
    await until(() => expect(sheet.contains(focused())).to.equal(true));
    await expectNoAxeViolations(engine);
    await sendKeys({ press: 'Escape' });
    await until(() => expect(sheet.open).to.equal(false));
    await until(() => expect(focused()).to.equal(open));
    forward.click();
    await headingOf(engine, 'Your cart');
  });

  it('on a phone at your details shows the total without a way on (the form is it)', async () => {
    await setViewport({ width: 375, height: 700 });
    await addSample('Hotel');
    await refreshCart();
    engine = mountEngine(`${BASE}/login-register?redirect=checkout`);
    await headingOf(engine, 'Login or create an account');
    const strip = await until(() => bar(engine));
    expect(visible(strip)).to.equal(true);
    expect(strip.querySelector('a')).to.equal(null);
    await expectNoAxeViolations(engine);
  });

  it('fits a 320 px phone: the total and the way on side by side, nothing cut', async () => {
    await setViewport({ width: 320, height: 568 });
    await addSample('Hotel');
    await addSample('Active');
    await refreshCart();
    engine = mountEngine(`${BASE}/stay/2027-03-10/2/2`);
    await headingOf(engine, 'Book your Stay');
    const strip = await until(() => bar(engine));
    const total = strip.querySelector('strong')!.getBoundingClientRect();
    const forward = strip.querySelector('a')!.getBoundingClientRect();
    expect(total.right).to.be.at.most(forward.left);
    expect(forward.right).to.be.at.most(320);
    expect(strip.scrollWidth).to.be.at.most(strip.clientWidth);
  });

  it('never lets the bar cover the focused control (WCAG 2.4.11)', async () => {
    await setViewport({ width: 375, height: 667 });
    await addSample('Hotel');
    await refreshCart();
    engine = mountEngine(`${BASE}/stay/2027-03-10/2/2`);
    await headingOf(engine, 'Book your Stay');
    const strip = await until(() => bar(engine));
    // Another room: the rates show again, a long page of controls above the bar.
    (await until(() => control<HTMLButtonElement>(engine, 'button', 'Add Lake room'))).click();
    await until(() =>
      expect(shadow(engine).querySelectorAll('[part~=room-title]').length).to.be.greaterThan(1),
    );
    const controls = [
      ...shadow(engine).querySelectorAll<HTMLElement>(
        '.engine-screen a[href], .engine-screen button',
      ),
    ].filter((c) => visible(c) && !c.closest('dialog'));
    expect(controls.length).to.be.greaterThan(1);
    for (const control of controls) {
      // Park the control under the bar, then tab onto it from the one before.
      window.scrollTo(0, 0);
      const under = control.getBoundingClientRect().top + window.scrollY - window.innerHeight + 20;
      window.scrollTo(0, Math.max(0, under));
      control.focus();
      const box = control.getBoundingClientRect();
      const top = strip.getBoundingClientRect().top;
      expect(box.bottom, control.textContent ?? '').to.be.at.most(top + 1);
    }
  });

  it('on a phone puts the search at the top as a line that opens the adjust-search as a sheet', async () => {
    await setViewport({ width: 375, height: 667 });
    engine = mountEngine(`${BASE}/stay/2027-03-10/2/2`);
    await headingOf(engine, 'Book your Stay');
    const line = await until(() =>
      shadow(engine).querySelector<HTMLButtonElement>('[part=bar-search]'),
    );
    expect(visible(line)).to.equal(true);
    expect(line.textContent).to.equal('Your search: 10–12 Mar · 2 adults Change');
    await until(() =>
      expect(shadow(engine).querySelectorAll('[part~=room-title]').length).to.be.greaterThan(0),
    );
    // Above the rooms; the sidebar's form (below the rooms on a phone) is the sheet's now.
    const firstRoom = shadow(engine).querySelector('[part~=room-title]')!;
    expect(line.getBoundingClientRect().bottom).to.be.at.most(
      firstRoom.getBoundingClientRect().top,
    );
    const side = shadow(engine).querySelector('.book-stay__side > [part=adjust-search]');
    expect(visible(side)).to.equal(false);
    line.focus();
    await sendKeys({ press: 'Enter' });
    const sheet = await until(() =>
      shadow(engine).querySelector<HTMLDialogElement>('dialog[part~=search-sheet][open]'),
    );
    expect(line.getAttribute('aria-expanded')).to.equal('true');
    expect(sheet.dataset.placement).to.equal('bottom');
    // One heading, the sheet's title; the form inside is named by it too.
    expect([...sheet.querySelectorAll('h2')].map((h) => h.textContent)).to.deep.equal([
      'Adjust your search',
    ]);
    const form = sheet.querySelector<HTMLFormElement>('form[part=adjust-search]')!;
    expect(form.getAttribute('aria-label')).to.equal('Adjust your search');
    await until(() => expect(sheet.contains(focused())).to.equal(true));
    await expectNoAxeViolations(engine);
    await sendKeys({ press: 'Escape' });
    await until(() => expect(sheet.open).to.equal(false));
    await until(() => expect(focused()).to.equal(line));
    // Searching from the sheet: one night fewer.
    line.click();
    await until(() => expect(sheet.open).to.equal(true));
    [...form.querySelectorAll<HTMLButtonElement>('button')]
      .find((b) => b.querySelector('.ik-visually-hidden')?.textContent === 'Remove a night')!
      .click();
    await until(() => expect(form.querySelector('output')!.textContent).to.equal('1'));
    form.requestSubmit();
    await until(() => expect(location.pathname).to.equal(`${BASE}/stay/2027-03-10/1/2/0/0`));
    await until(() =>
      expect(
        shadow(engine).querySelector('[part=bar-search] .ik-bar-search__text')?.textContent,
      ).to.equal('10–11 Mar · 2 adults'),
    );
  });

  it('on a wide screen keeps the sidebar’s form and hides the line', async () => {
    engine = mountEngine(`${BASE}/stay/2027-03-10/2/2`);
    await headingOf(engine, 'Book your Stay');
    const line = await until(() => shadow(engine).querySelector('[part=bar-search]'));
    expect(visible(line)).to.equal(false);
    const side = shadow(engine).querySelector('.book-stay__side > [part=adjust-search]');
    expect(visible(side)).to.equal(true);
    expect(side!.querySelector('h2')!.textContent).to.equal('Adjust your search');
  });
});
