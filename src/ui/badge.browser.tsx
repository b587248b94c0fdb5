import { expect } from 'chai';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import { badgeExamples } from './badge.examples';
import { defineExampleHost, exampleStage } from './styleguide/example-host';

const tag = defineExampleHost(badgeExamples);
const badges = (el: HTMLElement, name: string) => [
  ...exampleStage(el, name).querySelectorAll<HTMLElement>('[part=badge]'),
];

describe(`Badge (${__FLAVOUR__})`, () => {
  let el: HTMLElement;
  afterEach(() => el.remove());

  it('says its meaning in words, each tone filled differently, with nothing for axe to find', async () => {
    el = mount(`<${tag} style="display:block;width:1000px"></${tag}>`);
    const found = await until(() =>
      badges(el, 'tones').length === 4 ? badges(el, 'tones') : null,
    );
    expect(found.map((b) => [b.textContent, b.dataset.tone])).to.deep.equal([
      ['Only 2 rooms left', 'warning'],
      ['Offer', 'info'],
      ['Confirmed', 'success'],
      ['Breakfast included', 'neutral'],
    ]);
    const fills = new Set(found.map((b) => getComputedStyle(b).backgroundColor));
    expect(fills.size).to.equal(4);
    for (const badge of found) expect(badge.getAttribute('role')).to.equal(null);
    await expectNoAxeViolations(el);
  });

  it('keeps its words on one line beside a name on a phone, inside its box', async () => {
    el = mount(`<${tag} style="display:block;width:320px"></${tag}>`);
    const [badge] = await until(() =>
      badges(el, 'beside-a-name').length ? badges(el, 'beside-a-name') : null,
    );
    const box = badge!.getBoundingClientRect();
    const line = parseFloat(getComputedStyle(badge!).fontSize) * 2;
    expect(box.height).to.be.below(line);
    expect(badge!.scrollWidth).to.be.at.most(badge!.clientWidth);
    const stage = exampleStage(el, 'beside-a-name');
    expect(stage.scrollWidth).to.be.at.most(stage.clientWidth);
  });
});
