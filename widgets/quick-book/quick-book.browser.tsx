import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { scrollLockCount } from '../../src/core/scroll-lock';
import { FURNITURE } from '../../src/domain/public/furniture-constants';
import { deepActiveElement } from '../../src/ui/deep-active-element';
import { installFakeClock, recordAttribute } from '../../tests/browser/fake-clock';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import { phasesUnderReducedMotion } from '../../tests/browser/reduced-motion';
import '../nav-overlay/ik-nav-overlay.element';
import '../slide-menu/ik-slide-menu.element';
import './ik-quick-book.element';

const part = (el: HTMLElement, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~=${name}]`)!;
const phase = (el: HTMLElement, panel = 'panel') => part(el, panel).dataset.phase;
/** The guest reaches for the open button (focus): the panel's code loads, drawn closed. */
const panelLoaded = (el: HTMLElement) => {
  part(el, 'open').focus();
  return until(() => part(el, 'panel'));
};
const pageLocked = () => getComputedStyle(document.documentElement).overflow === 'hidden';

describe('<ik-quick-book>', () => {
  let book: HTMLElement;

  beforeEach(async () => {
    book = mount(
      '<ik-quick-book label="Book now" heading="Book a stay"><p>Choose your dates</p><a href="/the-lake/book">Search all rooms</a></ik-quick-book>',
    );
    await until(() => part(book, 'open'));
  });

  afterEach(() => book.remove());

  it('opens and closes with its controls, keyboard only, blocking page scrolling while active', async () => {
    const open = part(book, 'open');
    expect(open.textContent).to.equal('Book now');
    open.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => expect(phase(book)).to.equal('open'));
    expect(pageLocked()).to.equal(true);
    expect(deepActiveElement()?.textContent).to.equal('Search all rooms');
    expect(part(book, 'title').textContent).to.equal('Book a stay');
    await sendKeys({ press: 'Shift+Tab' });
    expect(deepActiveElement()).to.equal(part(book, 'close'));
    await sendKeys({ press: 'Enter' });
    await until(() => expect(phase(book)).to.equal('closed'));
    expect(pageLocked()).to.equal(false);
    expect(deepActiveElement()).to.equal(open);
    await sendKeys({ press: 'Space' });
    await until(() => expect(phase(book)).to.equal('open'));
    await sendKeys({ press: 'Escape' });
    await until(() => expect(phase(book)).to.equal('closed'));
    expect(deepActiveElement()).to.equal(open);
  });

  it('loads its open button only; the panel comes on the first click, which opens it', async () => {
    expect(part(book, 'panel')).to.equal(null);
    part(book, 'open').click();
    await until(() => expect(phase(book)).to.equal('open'));
    expect(pageLocked()).to.equal(true);
    expect(deepActiveElement()?.textContent).to.equal('Search all rooms');
  });

  it('slides down over 250 ms and back up over 250 ms (fake clock)', async () => {
    const panel = await panelLoaded(book);
    const clock = installFakeClock();
    try {
      const phases = recordAttribute(panel, 'data-phase', clock);
      part(book, 'open').click();
      await clock.tick(0);
      await clock.tick(FURNITURE.slideMs - 1);
      expect(phase(book)).to.equal('opening');
      expect(pageLocked()).to.equal(true);
      await clock.tick(1);
      expect(phase(book)).to.equal('open');
      expect(getComputedStyle(panel).transitionDuration).to.contain('0.25s');
      part(book, 'close').click();
      await clock.tick(0);
      await clock.tick(FURNITURE.slideMs - 1);
      expect(phase(book)).to.equal('closing');
      // Still drawn while it slides up, focus already back on the open button.
      expect(getComputedStyle(panel).display).to.equal('block');
      expect(deepActiveElement()).to.equal(part(book, 'open'));
      await clock.tick(1);
      expect(phase(book)).to.equal('closed');
      expect(getComputedStyle(panel).display).to.equal('none');
      expect(pageLocked()).to.equal(false);
      phases.stop();
      const changes = phases.seen.slice(1);
      expect(changes.map(([, value]) => value)).to.deep.equal([
        'opening',
        'open',
        'closing',
        'closed',
      ]);
      expect(changes[1]![0] - changes[0]![0]).to.equal(FURNITURE.slideMs);
      expect(changes[3]![0] - changes[2]![0]).to.equal(FURNITURE.slideMs);
    } finally {
      clock.uninstall();
    }
  });

  it('opens and closes at once under reduced motion, still locking page scrolling', async () => {
    const phases = await phasesUnderReducedMotion(await panelLoaded(book), async (clock) => {
      part(book, 'open').click();
      await clock.tick(0);
      expect(pageLocked()).to.equal(true);
      part(book, 'close').click();
      await clock.tick(0);
      expect(pageLocked()).to.equal(false);
    });
    expect(phases).to.deep.equal(['open', 'closed']);
  });

  it('counts nested scroll locks from several elements correctly', async () => {
    const menu = mount('<ik-slide-menu><a href="#a">A</a></ik-slide-menu>');
    const overlay = mount('<ik-nav-overlay><a href="#b">B</a></ik-nav-overlay>');
    await until(() => part(menu, 'toggle') && part(overlay, 'toggle'));
    try {
      expect(scrollLockCount()).to.equal(0);
      menu.setAttribute('open', '');
      await until(() => expect(phase(menu)).to.equal('open'));
      book.setAttribute('open', '');
      await until(() => expect(phase(book)).to.equal('open'));
      overlay.setAttribute('open', '');
      await until(() => expect(phase(overlay, 'overlay')).to.equal('open'));
      expect(scrollLockCount()).to.equal(3);
      menu.removeAttribute('open');
      await until(() => expect(phase(menu)).to.equal('closed'));
      expect(pageLocked()).to.equal(true);
      overlay.removeAttribute('open');
      await until(() => expect(phase(overlay, 'overlay')).to.equal('closed'));
      expect(scrollLockCount()).to.equal(1);
      expect(pageLocked()).to.equal(true);
      book.removeAttribute('open');
      await until(() => expect(phase(book)).to.equal('closed'));
      expect(scrollLockCount()).to.equal(0);
      expect(pageLocked()).to.equal(false);
    } finally {
      menu.remove();
      overlay.remove();
    }
  });

  it('releases its lock when removed while open', async () => {
    book.setAttribute('open', '');
    await until(() => expect(scrollLockCount()).to.equal(1));
    book.remove();
    await until(() => expect(scrollLockCount()).to.equal(0));
    expect(pageLocked()).to.equal(false);
  });

  it('passes axe closed and open', async () => {
    await expectNoAxeViolations(book);
    part(book, 'open').click();
    await until(() => expect(phase(book)).to.equal('open'));
    await expectNoAxeViolations(book);
  });
});
