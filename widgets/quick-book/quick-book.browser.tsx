import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { scrollLockCount } from '../../src/core/scroll-lock';
import { deepActiveElement } from '../../src/ui/deep-active-element';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import '../nav-overlay/ik-nav-overlay.element';
import '../slide-menu/ik-slide-menu.element';
import './ik-quick-book.element';

const part = (el: HTMLElement, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~=${name}]`)!;
const phase = (el: HTMLElement, panel = 'panel') => part(el, panel).dataset.phase;
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
