import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { scrollLockCount } from '../core/scroll-lock';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import { deepActiveElement } from './deep-active-element';
import { overlayExamples } from './overlay.examples';
import { defineExampleHost, exampleStage } from './styleguide/example-host';

const tag = defineExampleHost(overlayExamples);
const opener = (el: HTMLElement) => exampleStage(el, 'dialog').querySelector('button')!;
const dialog = (el: HTMLElement) =>
  el.shadowRoot!.querySelector<HTMLDialogElement>('dialog[part=dialog]')!;

describe(`Dialog (${__FLAVOUR__})`, () => {
  let el: HTMLElement;
  beforeEach(async () => {
    el = mount(`<${tag}></${tag}>`);
    await until(() => opener(el));
  });
  afterEach(() => el.remove());

  async function open() {
    opener(el).focus();
    opener(el).click();
    await until(() => expect(dialog(el).open).to.equal(true));
  }

  it('opens modal, labelled by its title, focus inside, page locked', async () => {
    await open();
    const d = dialog(el);
    expect(d.matches(':modal')).to.equal(true);
    const title = el.shadowRoot!.getElementById(d.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).to.equal('Stay in touch');
    expect(d.contains(deepActiveElement())).to.equal(true);
    expect(scrollLockCount()).to.equal(1);
    await expectNoAxeViolations(el);
  });

  it('Escape closes it and focus returns to the opener', async () => {
    await open();
    await sendKeys({ press: 'Escape' });
    await until(() => expect(dialog(el).open).to.equal(false));
    expect(scrollLockCount()).to.equal(0);
    expect(deepActiveElement()).to.equal(opener(el));
  });

  it('a click on the backdrop closes it; a click inside does not', async () => {
    await open();
    const box = dialog(el).querySelector('p')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.x + 2), Math.round(box.y + 2)] });
    expect(dialog(el).open).to.equal(true);
    await sendMouse({ type: 'click', position: [3, 3] });
    await until(() => expect(dialog(el).open).to.equal(false));
    await sendMouse({ type: 'move', position: [0, 0] });
  });
});
