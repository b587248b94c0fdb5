import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import { deepActiveElement } from './deep-active-element';
import { optionLinksExamples } from './option-links.examples';
import { defineExampleHost, exampleStage } from './styleguide/example-host';

const tag = defineExampleHost(optionLinksExamples);
const list = (el: HTMLElement, name: string) =>
  exampleStage(el, name).querySelector<HTMLUListElement>('[part=option-links]')!;
const links = (ul: HTMLElement) => [
  ...ul.querySelectorAll<HTMLAnchorElement>('[part=option-link]'),
];

describe(`OptionLinks (${__FLAVOUR__})`, () => {
  let el: HTMLElement;
  afterEach(() => el.remove());

  for (const width of [320, 1280]) {
    it(`is a named list of links, each one 44 px target with its words (${width} px)`, async () => {
      el = mount(`<${tag} style="display:block;width:${width - 32}px"></${tag}>`);
      const ul = await until(() => list(el, 'nearby-dates'));
      expect(ul.localName).to.equal('ul');
      expect(ul.getAttribute('aria-label')).to.equal('Nearby dates with rooms free');
      const [earlier, later] = links(ul);
      // Its name is what it shows (WCAG 2.5.3), after what a tap does.
      expect(earlier!.textContent).to.equal(
        'Search: Earlier7 June, 2026 to 9 June, 20262 nights£240.00→',
      );
      expect(later!.textContent).to.contain('£1,250.50');
      for (const link of links(ul)) {
        const box = link.getBoundingClientRect();
        expect(box.height).to.be.at.least(44);
        // Nothing spills out of the card, even at 320 px.
        expect(link.scrollWidth).to.be.at.most(link.clientWidth + 1);
      }
      // Side by side on a wide screen, one above the other on a phone.
      const tops = new Set(links(ul).map((l) => Math.round(l.getBoundingClientRect().top)));
      expect(tops.size).to.equal(width === 320 ? 2 : 1);
      await expectNoAxeViolations(el);
    });
  }

  it('is reached by Tab, one stop per option, and shows a focus ring', async () => {
    el = mount(`<${tag} style="display:block;width:600px"></${tag}>`);
    const ul = await until(() => list(el, 'nearby-dates'));
    const [earlier, later] = links(ul);
    earlier!.focus();
    expect(deepActiveElement()).to.equal(earlier);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(later);
    expect(getComputedStyle(later!).outlineStyle).to.not.equal('none');
  });
});
