import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { deepActiveElement } from '../../src/ui/deep-active-element';
import { expectNoAxeViolations, frames, mount, until } from '../../tests/browser/helpers';
import './ik-page-popup.element';

const dialog = (el: HTMLElement) => el.shadowRoot!.querySelector('dialog')!;

describe('<ik-page-popup>', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('opens on load as a modal dialog when the page gives it content', async () => {
    const toggles: boolean[] = [];
    document.addEventListener('ik-toggle', (e) => toggles.push((e as CustomEvent).detail.open));
    const popup = mount(
      '<ik-page-popup heading="Winter offers"><p>Two nights for the price of one.</p><a href="/offers">See the offers</a></ik-page-popup>',
    );
    await until(() => expect(dialog(popup).open).to.equal(true));
    expect(dialog(popup).matches(':modal')).to.equal(true);
    expect(dialog(popup).getAttribute('aria-labelledby')).to.be.a('string');
    expect(popup.shadowRoot!.querySelector('h2')!.textContent).to.equal('Winter offers');
    await expectNoAxeViolations(popup);
    // Keyboard only: the slotted link and Close are reachable; Escape closes.
    const link = popup.querySelector('a')!;
    link.focus();
    expect(deepActiveElement()).to.equal(link);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.textContent).to.equal('Close');
    await sendKeys({ press: 'Escape' });
    await until(() => expect(dialog(popup).open).to.equal(false));
    expect(toggles).to.deep.equal([true, false]);
  });

  it('closes with its Close button', async () => {
    const popup = mount('<ik-page-popup>Closed on Monday for a private event.</ik-page-popup>');
    await until(() => expect(dialog(popup).open).to.equal(true));
    expect(popup.shadowRoot!.querySelector('h2')!.textContent).to.equal('Notice');
    popup.shadowRoot!.querySelector<HTMLButtonElement>('[part=close]')!.click();
    await until(() => expect(dialog(popup).open).to.equal(false));
  });

  it('stays shut when the page has no popup content', async () => {
    const popup = mount('<ik-page-popup heading="Nothing">  \n </ik-page-popup>');
    await until(() => dialog(popup));
    // Drawn, and its effects have had their frames: a popup that opens would be open now.
    await frames();
    expect(dialog(popup).open).to.equal(false);
    expect(popup.getBoundingClientRect().height).to.equal(0);
  });
});
