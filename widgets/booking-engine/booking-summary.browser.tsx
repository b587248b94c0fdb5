import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { $cart, refreshCart } from '../../src/stores';
import { expectNoAxeViolations, sandboxPost, until } from '../../tests/browser/helpers';
import { BASE, focused, headingOf, mountEngine, restoreUrl, shadow } from './engine-test-helpers';

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
    expect(strip.textContent).to.match(/1 item\s*Total £[\d,]+\.\d\d/);
    // Fixed along the bottom of the window, with the engine keeping room for it.
    const box = strip.getBoundingClientRect();
    expect(Math.round(box.bottom)).to.equal(window.innerHeight);
    expect(box.width).to.equal(window.innerWidth);
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
  });
});
