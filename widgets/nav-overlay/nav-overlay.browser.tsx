import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { scrollLockCount } from '../../src/core/scroll-lock';
import { FURNITURE } from '../../src/domain/public/furniture-constants';
import { deepActiveElement } from '../../src/ui/deep-active-element';
import { installFakeClock } from '../../tests/browser/fake-clock';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import { phasesUnderReducedMotion } from '../../tests/browser/reduced-motion';
import '../site-menu/ik-site-menu.element';
import './ik-nav-overlay.element';

const part = (el: HTMLElement, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~=${name}]`)!;

/** The guest reaches for the toggle (focus): the overlay's code loads, drawn closed. */
const overlayLoaded = (el: HTMLElement) => {
  part(el, 'toggle').focus();
  return until(() => part(el, 'overlay'));
};

describe('<ik-nav-overlay>', () => {
  let nav: HTMLElement;

  beforeEach(async () => {
    nav = mount(
      '<ik-nav-overlay label="Explore"><ul><li><a href="/inn/rooms">Rooms</a></li><li><a href="/inn/eat">Eat</a></li></ul></ik-nav-overlay>',
    );
    await until(() => part(nav, 'toggle'));
  });

  afterEach(async () => {
    nav.remove();
    await setViewport({ width: 800, height: 600 });
  });

  it('covers the whole window, keyboard only, and gives focus back', async () => {
    await setViewport({ width: 375, height: 640 });
    const toggle = part(nav, 'toggle');
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => expect(part(nav, 'overlay').dataset.phase).to.equal('open'));
    const box = part(nav, 'overlay').getBoundingClientRect();
    expect([box.left, box.top, box.width, box.height]).to.deep.equal([0, 0, 375, 640]);
    expect(deepActiveElement()?.textContent).to.equal('Rooms');
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.textContent).to.equal('Eat');
    await sendKeys({ press: 'Escape' });
    await until(() => expect(part(nav, 'overlay').dataset.phase).to.equal('closed'));
    expect(deepActiveElement()).to.equal(toggle);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
  });

  it('loads its toggle only; the overlay comes on the first click, which opens it', async () => {
    expect(part(nav, 'overlay')).to.equal(null);
    part(nav, 'toggle').click();
    await until(() => expect(part(nav, 'overlay').dataset.phase).to.equal('open'));
    expect(deepActiveElement()?.textContent).to.equal('Rooms');
  });

  it('fades over 150 ms (fake clock)', async () => {
    await overlayLoaded(nav);
    const clock = installFakeClock();
    try {
      part(nav, 'toggle').click();
      await clock.tick(FURNITURE.fadeMs - 1);
      expect(part(nav, 'overlay').dataset.phase).to.equal('opening');
      await clock.tick(1);
      expect(part(nav, 'overlay').dataset.phase).to.equal('open');
    } finally {
      clock.uninstall();
    }
  });

  it('appears and goes at once under reduced motion, locking page scrolling while shown', async () => {
    const phases = await phasesUnderReducedMotion(await overlayLoaded(nav), async (clock) => {
      part(nav, 'toggle').click();
      await clock.tick(0);
      expect(scrollLockCount()).to.equal(1);
      part(nav, 'close').click();
      await clock.tick(0);
      expect(scrollLockCount()).to.equal(0);
    });
    expect(phases).to.deep.equal(['open', 'closed']);
  });

  it('passes axe closed and open', async () => {
    await expectNoAxeViolations(nav);
    part(nav, 'toggle').click();
    await until(() => expect(part(nav, 'overlay').dataset.phase).to.equal('open'));
    await expectNoAxeViolations(nav);
  });

  it('shows a site menu inside it in the overlay colour, in the inn theme (issue 16)', async () => {
    // The inn's burgundy with its dark text: the menu's links were that dark text, 1.44:1.
    const inn = { primary: '#6d1f2f', 'on-primary': '#fffaf0', text: '#2a1f1a', border: '#9a8b7c' };
    for (const [token, value] of Object.entries(inn))
      document.documentElement.style.setProperty(`--ik-color-${token}`, value);
    const inner = mount(
      '<ik-nav-overlay><ik-site-menu label="The Inn"><ul><li><a href="/inn/">Home</a></li><li>Stay<ul><li><a href="/inn/rooms">Rooms</a></li></ul></li></ul></ik-site-menu></ik-nav-overlay>',
    );
    try {
      await until(() => part(inner, 'toggle'));
      part(inner, 'toggle').click();
      await until(() => expect(part(inner, 'overlay').dataset.phase).to.equal('open'));
      const menu = inner.querySelector('ik-site-menu')!;
      const link = await until(() => menu.shadowRoot!.querySelector('a'));
      expect(getComputedStyle(link).color).to.equal('rgb(255, 250, 240)');
      const heading = menu.shadowRoot!.querySelector<HTMLElement>('[part~=toggle]')!;
      expect(getComputedStyle(heading).color).to.equal('rgb(255, 250, 240)');
      await expectNoAxeViolations(inner);
    } finally {
      inner.remove();
      for (const token of Object.keys(inn))
        document.documentElement.style.removeProperty(`--ik-color-${token}`);
    }
  });
});
