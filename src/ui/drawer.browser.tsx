import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { scrollLockCount } from '../core/scroll-lock';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import { phasesUnderReducedMotion } from '../../tests/browser/reduced-motion';
import { deepActiveElement } from './deep-active-element';
import { overlayExamples } from './overlay.examples';
import { defineExampleHost, exampleStage } from './styleguide/example-host';
import { schedulerTask } from '../../tests/browser/scheduler-task';

const tag = defineExampleHost(overlayExamples);
const opener = (el: HTMLElement) => exampleStage(el, 'drawer').querySelector('button')!;
const drawer = (el: HTMLElement) =>
  el.shadowRoot!.querySelector<HTMLDialogElement>('dialog[part=example-drawer]')!;
const isOpen = (d: HTMLDialogElement) => d.open && d.dataset.phase !== 'closing';

describe(`Drawer (${__FLAVOUR__})`, () => {
  let el: HTMLElement;
  beforeEach(async () => {
    el = mount(`<${tag}></${tag}>`);
    await until(() => opener(el));
  });
  afterEach(() => el.remove());

  async function open() {
    opener(el).focus();
    opener(el).click();
    await until(() => expect(drawer(el).dataset.phase).to.equal('open'));
  }

  it('opens modal, labelled, focus inside, page locked, with nothing for axe to find', async () => {
    await open();
    const d = drawer(el);
    expect(d.matches(':modal')).to.equal(true);
    expect(d.getAttribute('aria-label')).to.equal('Room details: Lakeside Double');
    expect(d.querySelector('h2')!.textContent).to.equal('Lakeside Double');
    expect(d.contains(deepActiveElement())).to.equal(true);
    expect(deepActiveElement()!.textContent).to.equal('Booking terms');
    expect(scrollLockCount()).to.equal(1);
    await until(() => expect(new DOMMatrix(getComputedStyle(d).transform).m41).to.equal(0));
    await expectNoAxeViolations(el);
  });

  it('Escape closes it, the page scrolls again, focus returns to the opener', async () => {
    await open();
    await sendKeys({ press: 'Escape' });
    await until(() => expect(drawer(el).dataset.phase).to.equal('closed'));
    expect(scrollLockCount()).to.equal(0);
    expect(deepActiveElement()).to.equal(opener(el));
  });

  it('the close button and the backdrop close it', async () => {
    await open();
    drawer(el).querySelector<HTMLButtonElement>('[part=close]')!.click();
    await until(() => expect(isOpen(drawer(el))).to.equal(false));
    await until(() => expect(drawer(el).dataset.phase).to.equal('closed'));
    await open();
    // The backdrop: left of the panel.
    await sendMouse({ type: 'click', position: [5, 5] });
    await until(() => expect(isOpen(drawer(el))).to.equal(false));
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('does not slide under reduced motion', async () => {
    const phases = await phasesUnderReducedMotion(drawer(el), async (clock) => {
      opener(el).click();
      // React opens it in a render of its own after the tap (a scheduler task, not a timer).
      for (let i = 0; i < 100 && drawer(el).dataset.phase === 'closed'; i++) await schedulerTask();
      await clock.tick(0);
      drawer(el).querySelector<HTMLButtonElement>('[part=close]')!.click();
      await clock.tick(0);
    });
    expect(phases).to.deep.equal(['open', 'closed']);
  });
});
