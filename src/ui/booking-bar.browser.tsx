import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import { bookingBarExamples } from './booking-bar.examples';
import { deepActiveElement } from './deep-active-element';
import { defineExampleHost, exampleStage } from './styleguide/example-host';

const tag = defineExampleHost(bookingBarExamples);
const search = (el: HTMLElement) =>
  exampleStage(el, 'search').querySelector<HTMLButtonElement>('[part=bar-search]')!;
const foot = (el: HTMLElement, name: string) =>
  exampleStage(el, name).querySelector<HTMLElement>('[part=booking-bar]')!;
const openSheet = (el: HTMLElement, part: string) =>
  el.shadowRoot!.querySelector<HTMLDialogElement>(`dialog[part~=${part}][open]`);

describe(`BookingBar (${__FLAVOUR__})`, () => {
  let el: HTMLElement;

  beforeEach(async () => {
    await setViewport({ width: 375, height: 667 });
    el = mount(`<${tag}></${tag}>`);
    await until(() => exampleStage(el, 'search').querySelector('[part=bar-search]'));
  });

  afterEach(async () => {
    el.remove();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 800, height: 600 });
  });

  it('shows the search in a line, named by its visible words, as a button for a dialog', () => {
    const button = search(el);
    expect(button.localName).to.equal('button');
    expect(button.textContent).to.equal('Your search: 22–24 Dec · 2 adults Change');
    // The visible words, in order, are in the name (WCAG 2.5.3); only the prefix is hidden.
    expect(button.querySelector('.ik-visually-hidden')!.textContent).to.equal('Your search: ');
    expect(button.getAttribute('aria-haspopup')).to.equal('dialog');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(button.getBoundingClientRect().height).to.be.at.least(44);
  });

  it('opens the sheet from the keyboard, focus inside, and back on the summary on Escape', async () => {
    const button = search(el);
    button.focus();
    await sendKeys({ press: 'Enter' });
    const sheet = await until(() => openSheet(el, 'sg-search-sheet'));
    expect(sheet.dataset.placement).to.equal('bottom');
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    await until(() => expect(sheet.contains(deepActiveElement())).to.equal(true));
    await expectNoAxeViolations(el);
    await sendKeys({ press: 'Escape' });
    await until(() => expect(sheet.open).to.equal(false));
    await until(() => expect(deepActiveElement()).to.equal(button));
    expect(button.getAttribute('aria-expanded')).to.equal('false');
  });

  it('does not slide the sheet under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    search(el).click();
    const sheet = await until(() => openSheet(el, 'sg-search-sheet'));
    expect(sheet.style.transitionDuration).to.equal('0ms');
  });

  it('puts the total and the way on along the foot, each a 44 px target, on one line', () => {
    const bar = foot(el, 'total-and-forward');
    expect(bar.localName).to.equal('aside');
    expect(bar.getAttribute('aria-label')).to.equal('Your booking');
    expect(getComputedStyle(bar).position).to.equal('fixed');
    const details = bar.querySelector<HTMLButtonElement>('[part=bar-details]')!;
    expect(details.textContent).to.equal('Total, 2 items £309.00 View booking');
    expect(details.getAttribute('aria-haspopup')).to.equal('dialog');
    const forward = bar.querySelector('a')!;
    expect(forward.textContent).to.equal('Continue to cart');
    for (const target of [details, forward]) {
      expect(target.getBoundingClientRect().height).to.be.at.least(44);
      expect(Math.round(target.getBoundingClientRect().bottom)).to.be.at.most(
        Math.round(bar.getBoundingClientRect().bottom),
      );
    }
    // Side by side, nothing cut off.
    const middle = (box: DOMRect) => box.top + box.height / 2;
    const gap = middle(details.getBoundingClientRect()) - middle(forward.getBoundingClientRect());
    expect(Math.abs(gap)).to.be.below(4);
    expect(details.getBoundingClientRect().right).to.be.at.most(
      forward.getBoundingClientRect().left,
    );
    expect(bar.scrollWidth).to.be.at.most(bar.clientWidth);
    // Without a way on (the step's own form is it), the total alone.
    expect(foot(el, 'total-only').querySelector('a')).to.equal(null);
  });

  it('opens the booking from the total and gives focus back to it on close', async () => {
    const details = foot(el, 'total-and-forward').querySelector<HTMLButtonElement>(
      '[part=bar-details]',
    )!;
    details.focus();
    await sendKeys({ press: 'Enter' });
    const sheet = await until(() => openSheet(el, 'sg-booking-sheet'));
    await until(() => expect(sheet.contains(deepActiveElement())).to.equal(true));
    expect(details.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Escape' });
    await until(() => expect(deepActiveElement()).to.equal(details));
  });

  it('hides the foot from 768 px, where the booking shows beside the screen', async () => {
    await setViewport({ width: 800, height: 600 });
    await until(() =>
      expect(getComputedStyle(foot(el, 'total-and-forward')).display).to.equal('none'),
    );
    await expectNoAxeViolations(el);
  });
});
