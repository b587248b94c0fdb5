import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { deepActiveElement } from '../../src/ui/deep-active-element';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import './ik-site-menu.element';

const MARKUP = `
  <ik-site-menu label="The Lake">
    <ul>
      <li><a href="/the-lake/">Home</a></li>
      <li><a href="/the-lake/rooms">Rooms</a>
        <ul>
          <li><a href="/the-lake/rooms/lakeview">Lakeview</a></li>
          <li><a href="/the-lake/rooms/fell">Fell</a></li>
        </ul>
      </li>
      <li>Spa
        <ul>
          <li><a href="/the-lake/spa/sauna">Sauna</a>
            <ul><li><a href="/the-lake/spa/sauna/times">Times</a></li></ul>
          </li>
          <li><a href="javascript:alert(1)">Treatments</a></li>
        </ul>
      </li>
    </ul>
  </ik-site-menu>`;

const root = (menu: HTMLElement) => menu.shadowRoot!;
const toggle = (menu: HTMLElement, name: string) =>
  [...root(menu).querySelectorAll<HTMLButtonElement>('[part=toggle]')].find(
    (b) => b.textContent?.trim() === name,
  )!;
const expanded = (menu: HTMLElement) =>
  [...root(menu).querySelectorAll<HTMLButtonElement>('[part=toggle]')]
    .filter((b) => b.getAttribute('aria-expanded') === 'true')
    .map((b) => b.textContent?.trim());
const visibleLinks = (menu: HTMLElement) =>
  [...root(menu).querySelectorAll<HTMLAnchorElement>('a')]
    .filter((a) => a.checkVisibility())
    .map((a) => a.textContent);

describe('<ik-site-menu>', () => {
  let menu: HTMLElement;

  beforeEach(async () => {
    menu = mount(MARKUP);
    await until(() => toggle(menu, 'Rooms'));
  });

  afterEach(() => menu.remove());

  it('builds a navigation from the nested list, folded, with disclosure buttons', async () => {
    expect(root(menu).querySelector('nav')!.getAttribute('aria-label')).to.equal('The Lake');
    expect(visibleLinks(menu)).to.deep.equal(['Home', 'Rooms']);
    const rooms = toggle(menu, 'Rooms');
    expect(rooms.getAttribute('aria-expanded')).to.equal('false');
    const panel = root(menu).getElementById(rooms.getAttribute('aria-controls')!)!;
    expect(panel.hidden).to.equal(true);
    await expectNoAxeViolations(menu);
  });

  it('opening an item closes its siblings, and nested levels keep their own state', async () => {
    toggle(menu, 'Rooms').click();
    await until(() => expect(expanded(menu)).to.deep.equal(['Rooms']));
    expect(visibleLinks(menu)).to.deep.equal(['Home', 'Rooms', 'Lakeview', 'Fell']);
    toggle(menu, 'Spa').click();
    await until(() => expect(expanded(menu)).to.deep.equal(['Spa']));
    expect(visibleLinks(menu)).to.deep.equal(['Home', 'Rooms', 'Sauna']);
    toggle(menu, 'Sauna').click();
    await until(() => expect(expanded(menu)).to.deep.equal(['Spa', 'Sauna']));
    toggle(menu, 'Spa').click();
    await until(() => expect(expanded(menu)).to.deep.equal(['Sauna']));
    expect(visibleLinks(menu)).to.deep.equal(['Home', 'Rooms']);
    await expectNoAxeViolations(menu);
  });

  it('drops unsafe links and renders the editor text as text', async () => {
    const treatments = [...root(menu).querySelectorAll('a')].find(
      (a) => a.textContent === 'Treatments',
    )!;
    expect(treatments).to.equal(undefined);
    expect(root(menu).textContent).to.contain('Treatments');
  });

  it('works by keyboard only: Tab to a toggle, Enter or Space opens, Escape closes', async () => {
    root(menu).querySelector<HTMLAnchorElement>('a')!.focus();
    await sendKeys({ press: 'Tab' }); // Rooms link
    await sendKeys({ press: 'Tab' }); // Rooms toggle
    expect(deepActiveElement()).to.equal(toggle(menu, 'Rooms'));
    await sendKeys({ press: 'Enter' });
    await until(() => expect(expanded(menu)).to.deep.equal(['Rooms']));
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.textContent).to.equal('Lakeview');
    await sendKeys({ press: 'Escape' });
    await until(() => expect(expanded(menu)).to.deep.equal([]));
    expect(deepActiveElement()).to.equal(toggle(menu, 'Rooms'));
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(toggle(menu, 'Spa'));
    await sendKeys({ press: 'Space' });
    await until(() => expect(expanded(menu)).to.deep.equal(['Spa']));
  });

  it('follows edits to the list', async () => {
    const li = document.createElement('li');
    li.innerHTML = '<a href="/the-lake/events">Events</a>';
    menu.querySelector('ul')!.append(li);
    await until(() => expect(visibleLinks(menu)).to.include('Events'));
  });

  it('lines a heading without a link up with the links: same left edge, size and height', async () => {
    const menu = mount(MARKUP);
    try {
      const heading = await until(() => toggle(menu, 'Spa'));
      const link = [...root(menu).querySelectorAll('a')].find((a) => a.textContent === 'Home')!;
      const textLeft = (el: Element) => {
        const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)!;
        const range = document.createRange();
        range.selectNodeContents(text);
        return range.getBoundingClientRect().left;
      };
      expect(textLeft(heading)).to.be.closeTo(textLeft(link), 0.5);
      expect(getComputedStyle(heading).fontSize).to.equal(getComputedStyle(link).fontSize);
      expect(heading.getBoundingClientRect().height).to.be.closeTo(
        link.getBoundingClientRect().height,
        0.5,
      );
    } finally {
      menu.remove();
    }
  });
});
