import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { scrollLockCount } from '../../src/core/scroll-lock';
import { FURNITURE } from '../../src/domain/public/furniture-constants';
import { deepActiveElement } from '../../src/ui/deep-active-element';
import { installFakeClock, recordAttribute } from '../../tests/browser/fake-clock';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import { phasesUnderReducedMotion } from '../../tests/browser/reduced-motion';
import './ik-slide-menu.element';

const MARKUP = `
  <ik-slide-menu label="Menu">
    <a slot="toolbar" href="/the-lake/">The Lake</a>
    <ul>
      <li><a href="/the-lake/rooms">Rooms</a></li>
      <li><a href="/the-lake/spa">Spa</a></li>
    </ul>
  </ik-slide-menu>`;

const part = (menu: HTMLElement, name: string) =>
  menu.shadowRoot!.querySelector<HTMLElement>(`[part~=${name}]`)!;
const panel = (menu: HTMLElement) => part(menu, 'panel') as HTMLDialogElement;
/** The guest reaches for the toggle (focus): the panel's code loads, and it is drawn closed. */
const panelLoaded = (menu: HTMLElement) => {
  part(menu, 'toggle').focus();
  return until(() => panel(menu));
};

describe('<ik-slide-menu>', () => {
  let menu: HTMLElement;

  beforeEach(async () => {
    menu = mount(MARKUP);
    await until(() => part(menu, 'toggle'));
  });

  afterEach(async () => {
    menu.remove();
    await setViewport({ width: 800, height: 600 });
  });

  for (const [windowWidth, expected] of [
    [479, 479],
    [480, FURNITURE.slideMenuWidthPx],
    [1280, FURNITURE.slideMenuWidthPx],
  ] as const) {
    it(`is ${expected} px wide in a ${windowWidth} px window, and the toolbar moves as far`, async () => {
      await setViewport({ width: windowWidth, height: 700 });
      await until(() => expect(window.innerWidth).to.equal(windowWidth));
      part(menu, 'toggle').click();
      await until(() => expect(panel(menu).dataset.phase).to.equal('open'));
      expect(panel(menu).getBoundingClientRect().width).to.equal(expected);
      await until(() => expect(panel(menu).getBoundingClientRect().left).to.equal(0));
      expect(getComputedStyle(part(menu, 'toolbar')).transform).to.equal(
        `matrix(1, 0, 0, 1, ${expected}, 0)`,
      );
    });
  }

  it('loads its toggle only; the panel comes on the first click, which opens it', async () => {
    expect(panel(menu)).to.equal(null);
    expect(menu.shadowRoot!.querySelector('slot:not([name])')).to.equal(null);
    // A click with no hover or focus before it (a script's, a screen reader's): still opens.
    part(menu, 'toggle').click();
    await until(() => expect(panel(menu).dataset.phase).to.equal('open'));
    expect(menu.hasAttribute('open')).to.equal(true);
    expect(deepActiveElement()?.textContent).to.equal('Rooms');
    expect(getComputedStyle(part(menu, 'toolbar')).transform).not.to.equal('none');
  });

  for (const intent of ['pointerenter', 'pointerdown', 'focus'] as const) {
    it(`loads the panel closed on ${intent} over the toggle, before any click`, async () => {
      const toggle = part(menu, 'toggle');
      if (intent === 'focus') toggle.focus();
      else toggle.dispatchEvent(new PointerEvent(intent, { bubbles: intent === 'pointerdown' }));
      await until(() => expect(panel(menu).dataset.phase).to.equal('closed'));
      expect(panel(menu).open).to.equal(false);
      expect(menu.hasAttribute('open')).to.equal(false);
      expect(getComputedStyle(part(menu, 'toolbar')).transform).to.equal('none');
    });
  }

  it('slides menu and toolbar in over 250 ms and out over 250 ms (fake clock)', async () => {
    await panelLoaded(menu);
    const clock = installFakeClock();
    try {
      const phases = recordAttribute(panel(menu), 'data-phase', clock);
      part(menu, 'toggle').click();
      await clock.tick(0);
      await clock.tick(FURNITURE.slideMs - 1);
      expect(panel(menu).dataset.phase).to.equal('opening');
      expect(panel(menu).open).to.equal(true);
      await clock.tick(1);
      expect(panel(menu).dataset.phase).to.equal('open');
      for (const el of [panel(menu), part(menu, 'toolbar')]) {
        expect(getComputedStyle(el).transitionDuration).to.contain('0.25s');
      }
      part(menu, 'close').click();
      await clock.tick(FURNITURE.slideMs - 1);
      expect(panel(menu).dataset.phase).to.equal('closing');
      // Still drawn while it slides out, but no longer modal: focus is back on the toggle.
      expect(getComputedStyle(panel(menu)).display).to.equal('block');
      expect(deepActiveElement()).to.equal(part(menu, 'toggle'));
      await clock.tick(1);
      expect(panel(menu).dataset.phase).to.equal('closed');
      expect(getComputedStyle(panel(menu)).display).to.equal('none');
      phases.stop();
      const [opening, open, closing, closed] = phases.seen.slice(1);
      expect([opening![1], open![1], closing![1], closed![1]]).to.deep.equal([
        'opening',
        'open',
        'closing',
        'closed',
      ]);
      expect(open![0] - opening![0]).to.equal(250);
      expect(closed![0] - closing![0]).to.equal(250);
    } finally {
      clock.uninstall();
    }
  });

  it('opens and closes at once under reduced motion, menu and toolbar alike', async () => {
    await panelLoaded(menu);
    const phases = await phasesUnderReducedMotion(panel(menu), async (clock) => {
      expect(getComputedStyle(part(menu, 'toolbar')).transitionDuration).to.equal('0s');
      part(menu, 'toggle').click();
      await clock.tick(0);
      expect(getComputedStyle(document.documentElement).overflow).to.equal('hidden');
      part(menu, 'close').click();
      await clock.tick(0);
      expect(deepActiveElement()).to.equal(part(menu, 'toggle'));
    });
    expect(phases).to.deep.equal(['open', 'closed']);
  });

  it('opens and closes with the keyboard only: focus in, Escape, focus back', async () => {
    const toggle = part(menu, 'toggle');
    toggle.focus();
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    await sendKeys({ press: 'Enter' });
    await until(() => expect(panel(menu).dataset.phase).to.equal('open'));
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(menu.hasAttribute('open')).to.equal(true);
    expect(deepActiveElement()?.textContent).to.equal('Rooms');
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.textContent).to.equal('Spa');
    await sendKeys({ press: 'Escape' });
    await until(() => expect(panel(menu).dataset.phase).to.equal('closed'));
    expect(deepActiveElement()).to.equal(toggle);
    expect(menu.hasAttribute('open')).to.equal(false);
    // The close button, reached by Tab, closes it too.
    await sendKeys({ press: 'Space' });
    await until(() => expect(panel(menu).dataset.phase).to.equal('open'));
    await sendKeys({ press: 'Shift+Tab' });
    expect(deepActiveElement()).to.equal(part(menu, 'close'));
    await sendKeys({ press: 'Enter' });
    await until(() => expect(panel(menu).dataset.phase).to.equal('closed'));
    expect(deepActiveElement()).to.equal(toggle);
  });

  it('locks page scrolling while open, and announces ik-toggle', async () => {
    const seen: boolean[] = [];
    menu.addEventListener('ik-toggle', (e) => seen.push((e as CustomEvent).detail.open));
    expect(scrollLockCount()).to.equal(0);
    menu.setAttribute('open', '');
    await until(() => expect(panel(menu).dataset.phase).to.equal('open'));
    expect(scrollLockCount()).to.equal(1);
    expect(getComputedStyle(document.documentElement).overflow).to.equal('hidden');
    menu.removeAttribute('open');
    await until(() => expect(panel(menu).dataset.phase).to.equal('closed'));
    expect(scrollLockCount()).to.equal(0);
    expect(getComputedStyle(document.documentElement).overflow).not.to.equal('hidden');
    expect(seen).to.deep.equal([true, false]);
  });

  it('passes axe closed and open', async () => {
    await expectNoAxeViolations(menu);
    part(menu, 'toggle').click();
    await until(() => expect(panel(menu).dataset.phase).to.equal('open'));
    await expectNoAxeViolations(menu);
  });

  it('keeps its toggle and icon whole on a phone beside a long brand and a button (issue 16)', async () => {
    await setViewport({ width: 320, height: 640 });
    const crowded = mount(
      '<ik-slide-menu label="Menu"><a slot="toolbar" href="/seaside/" style="font-size: 1.25rem; font-weight: 700">Seaside Hotel and Golf Resort</a><button slot="toolbar" style="min-height: 44px; padding: 0 24px">Book now</button><p>Menu</p></ik-slide-menu>',
    );
    try {
      const icon = await until(() => crowded.shadowRoot!.querySelector('[part~=toggle] svg'));
      expect(icon.getBoundingClientRect().width).to.equal(20);
      const toggle = part(crowded, 'toggle');
      expect(toggle.getBoundingClientRect().width).to.be.at.least(44);
      // Icon alone on a phone, still named; nothing runs past the window's edge.
      expect(toggle.getBoundingClientRect().width).to.be.below(50);
      expect(await findByShadowRole(crowded, 'button', { name: 'Menu' })).to.equal(toggle);
      const button = crowded.querySelector('button')!.getBoundingClientRect();
      expect(button.right).to.be.at.most(320);
    } finally {
      crowded.remove();
    }
  });
});
