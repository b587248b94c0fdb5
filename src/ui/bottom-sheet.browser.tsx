import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { scrollLockCount } from '../core/scroll-lock';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import { phasesUnderReducedMotion } from '../../tests/browser/reduced-motion';
import { deepActiveElement } from './deep-active-element';
import { overlayExamples } from './overlay.examples';
import { defineExampleHost, exampleStage } from './styleguide/example-host';
import { schedulerTask } from '../../tests/browser/scheduler-task';

// The Drawer's bottom placement (a phone's booking summary): the one overlay, rising from below.
const tag = defineExampleHost(overlayExamples);
const opener = (el: HTMLElement) => exampleStage(el, 'bottom-sheet').querySelector('button')!;
const sheet = (el: HTMLElement) =>
  el.shadowRoot!.querySelector<HTMLDialogElement>('dialog[part=example-sheet]')!;

describe(`Drawer placement="bottom" (${__FLAVOUR__})`, () => {
  let el: HTMLElement;
  beforeEach(async () => {
    await setViewport({ width: 375, height: 480 });
    el = mount(`<${tag}></${tag}>`);
    await until(() => opener(el));
  });
  afterEach(async () => {
    el.remove();
    await setViewport({ width: 800, height: 600 });
  });

  async function open() {
    opener(el).focus();
    opener(el).click();
    await until(() => expect(sheet(el).dataset.phase).to.equal('open'));
  }

  it('rises from the foot of the screen, modal, labelled, focus inside, nothing for axe', async () => {
    await open();
    const d = sheet(el);
    expect(d.dataset.placement).to.equal('bottom');
    expect(d.matches(':modal')).to.equal(true);
    expect(d.getAttribute('aria-labelledby')).to.not.equal(null);
    expect(d.querySelector('h2')!.textContent).to.equal('Your booking');
    expect(d.contains(deepActiveElement())).to.equal(true);
    expect(scrollLockCount()).to.equal(1);
    // Settled: along the bottom edge, the full width of the screen.
    await until(() => expect(new DOMMatrix(getComputedStyle(d).transform).m42).to.equal(0));
    const box = d.getBoundingClientRect();
    expect(Math.abs(box.bottom - window.innerHeight)).to.be.below(1);
    expect(Math.abs(box.width - window.innerWidth)).to.be.below(1);
    await expectNoAxeViolations(el);
  });

  it('is at most 85% of the screen tall and scrolls its own content', async () => {
    await open();
    const d = sheet(el);
    const page = document.scrollingElement!.scrollTop;
    expect(d.getBoundingClientRect().height).to.be.at.most(window.innerHeight * 0.85 + 1);
    expect(d.scrollHeight).to.be.above(d.clientHeight);
    d.scrollTop = d.scrollHeight;
    await until(() => expect(d.scrollTop).to.be.above(0));
    // The page behind does not scroll with it.
    expect(document.scrollingElement!.scrollTop).to.equal(page);
  });

  it('as tall as its content when that is shorter', async () => {
    await setViewport({ width: 375, height: 1400 });
    await open();
    const d = sheet(el);
    expect(d.getBoundingClientRect().height).to.be.below(window.innerHeight * 0.85 - 10);
    expect(d.scrollHeight).to.be.at.most(d.clientHeight + 1);
  });

  it('keeps its content clear of the safe-area insets', async () => {
    await open();
    const rules = el
      .shadowRoot!.adoptedStyleSheets.flatMap((s) => [...s.cssRules])
      .filter((r): r is CSSStyleRule => r instanceof CSSStyleRule)
      .filter((r) => r.selectorText.includes('ik-drawer-bottom'));
    const declared = rules.map((r) => r.cssText).join('\n');
    for (const side of ['bottom', 'left', 'right']) {
      expect(declared).to.contain(`env(safe-area-inset-${side})`);
    }
    // With no insets (this browser), nothing is added around the sheet's own padding.
    expect(parseFloat(getComputedStyle(sheet(el)).paddingBottom)).to.equal(0);
  });

  it('Escape closes it and focus returns to the button that opened it', async () => {
    await open();
    await sendKeys({ press: 'Escape' });
    await until(() => expect(sheet(el).dataset.phase).to.equal('closed'));
    expect(scrollLockCount()).to.equal(0);
    expect(deepActiveElement()).to.equal(opener(el));
  });

  it('does not rise under reduced motion', async () => {
    const phases = await phasesUnderReducedMotion(sheet(el), async (clock) => {
      opener(el).click();
      // React opens it in a render of its own after the tap (a scheduler task, not a timer).
      for (let i = 0; i < 100 && sheet(el).dataset.phase === 'closed'; i++) await schedulerTask();
      await clock.tick(0);
      sheet(el).querySelector<HTMLButtonElement>('[part=close]')!.click();
      await clock.tick(0);
    });
    expect(phases).to.deep.equal(['open', 'closed']);
  });
});
