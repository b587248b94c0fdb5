import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { deepActiveElement } from '../../src/ui/deep-active-element';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import './ik-mobile-tabs.element';

const MARKUP = `
  <ik-mobile-tabs label="Food and drink">
    <section data-tab="Dining Room"><p>Tasting menu</p></section>
    <section data-tab="Jetty Bar"><p>Small plates</p></section>
    <section><h3>Breakfast</h3><p>Served until ten</p></section>
    <section data-tab="Menus"><p>Download</p></section>
  </ik-mobile-tabs>`;

const tabs = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role=tab]')];
const names = (el: HTMLElement) => tabs(el).map((t) => t.textContent);
const tab = (el: HTMLElement, name: string) => tabs(el).find((t) => t.textContent === name)!;
const marked = (el: HTMLElement) =>
  tabs(el)
    .filter((t) => t.getAttribute('part')!.split(' ').includes('tab-visible'))
    .map((t) => t.textContent);
const shownPanel = (el: HTMLElement) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role=tabpanel]')].filter((p) => !p.hidden);

describe('<ik-mobile-tabs>', () => {
  let el: HTMLElement;

  beforeEach(async () => {
    el = mount(MARKUP);
    await until(() => expect(tabs(el)).to.have.length(4));
  });

  afterEach(async () => {
    el.remove();
    await setViewport({ width: 800, height: 600 });
  });

  it('below 992 px moves the clicked tab first and moves the visible-tab marker', async () => {
    await setViewport({ width: 991, height: 700 });
    await until(() => expect(window.innerWidth).to.equal(991));
    expect(names(el)).to.deep.equal(['Dining Room', 'Jetty Bar', 'Breakfast', 'Menus']);
    expect(marked(el)).to.deep.equal(['Dining Room']);
    tab(el, 'Breakfast').click();
    await until(() =>
      expect(names(el)).to.deep.equal(['Breakfast', 'Dining Room', 'Jetty Bar', 'Menus']),
    );
    expect(marked(el)).to.deep.equal(['Breakfast']);
    expect(tab(el, 'Breakfast').getAttribute('aria-selected')).to.equal('true');
    expect(tab(el, 'Dining Room').getAttribute('aria-selected')).to.equal('false');
    const [panel] = shownPanel(el);
    expect(shownPanel(el)).to.have.length(1);
    expect(panel!.getAttribute('aria-labelledby')).to.equal(tab(el, 'Breakfast').id);
    expect(panel!.querySelector('slot')!.assignedElements()[0]!.textContent).to.contain(
      'Served until ten',
    );
    tab(el, 'Menus').click();
    await until(() =>
      expect(names(el)).to.deep.equal(['Menus', 'Dining Room', 'Jetty Bar', 'Breakfast']),
    );
    expect(marked(el)).to.deep.equal(['Menus']);
    await expectNoAxeViolations(el);
  });

  it('at 992 px and above is an ordinary tab list that keeps its order', async () => {
    await setViewport({ width: 992, height: 700 });
    await until(() => expect(window.innerWidth).to.equal(992));
    tab(el, 'Breakfast').click();
    await until(() => expect(marked(el)).to.deep.equal(['Breakfast']));
    expect(names(el)).to.deep.equal(['Dining Room', 'Jetty Bar', 'Breakfast', 'Menus']);
    // Narrowing the window afterwards reorders at once.
    await setViewport({ width: 600, height: 700 });
    await until(() => expect(names(el)[0]).to.equal('Breakfast'));
    await expectNoAxeViolations(el);
  });

  it('works by keyboard only (arrows, Home, End, Enter, Space) with one tab stop', async () => {
    await setViewport({ width: 1280, height: 700 });
    await until(() => expect(window.innerWidth).to.equal(1280));
    expect(tabs(el).map((t) => t.tabIndex)).to.deep.equal([0, -1, -1, -1]);
    tab(el, 'Dining Room').focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActiveElement()).to.equal(tab(el, 'Jetty Bar'));
    await sendKeys({ press: 'Enter' });
    await until(() => expect(marked(el)).to.deep.equal(['Jetty Bar']));
    await sendKeys({ press: 'End' });
    expect(deepActiveElement()).to.equal(tab(el, 'Menus'));
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActiveElement()).to.equal(tab(el, 'Dining Room'));
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'Space' });
    await until(() => expect(marked(el)).to.deep.equal(['Menus']));
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(shownPanel(el)[0]);
  });

  it('below 992 px, by keyboard only: the shown tab moves first and keeps focus', async () => {
    await setViewport({ width: 375, height: 700 });
    await until(() => expect(window.innerWidth).to.equal(375));
    tab(el, 'Dining Room').focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActiveElement()).to.equal(tab(el, 'Breakfast'));
    await sendKeys({ press: 'Enter' });
    await until(() =>
      expect(names(el)).to.deep.equal(['Breakfast', 'Dining Room', 'Jetty Bar', 'Menus']),
    );
    expect(marked(el)).to.deep.equal(['Breakfast']);
    expect(deepActiveElement()).to.equal(tab(el, 'Breakfast'));
    expect(tabs(el).map((t) => t.tabIndex)).to.deep.equal([0, -1, -1, -1]);
    // The arrows follow the bar as now shown.
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActiveElement()).to.equal(tab(el, 'Dining Room'));
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Space' });
    await until(() =>
      expect(names(el)).to.deep.equal(['Menus', 'Dining Room', 'Jetty Bar', 'Breakfast']),
    );
    expect(deepActiveElement()).to.equal(tab(el, 'Menus'));
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(shownPanel(el)[0]);
    await expectNoAxeViolations(el);
  });

  it('announces ik-tab-show', async () => {
    const seen: unknown[] = [];
    el.addEventListener('ik-tab-show', (e) => seen.push((e as CustomEvent).detail));
    tab(el, 'Jetty Bar').click();
    await until(() => expect(seen).to.deep.equal([{ index: 1, label: 'Jetty Bar' }]));
  });
});
