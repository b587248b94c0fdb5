import { expect } from 'chai';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import { factListExamples } from './fact-list.examples';
import { defineExampleHost, exampleStage } from './styleguide/example-host';

const tag = defineExampleHost(factListExamples);
const list = (el: HTMLElement, name: string) =>
  exampleStage(el, name).querySelector<HTMLElement>('dl[part=facts]');
const box = (node: Element) => node.getBoundingClientRect();

describe(`FactList (${__FLAVOUR__})`, () => {
  let el: HTMLElement;
  afterEach(() => el.remove());

  it('pairs each term with its value, leaves out empty ones, with nothing for axe to find', async () => {
    el = mount(`<${tag} style="display:block;width:1000px"></${tag}>`);
    const dl = await until(() => list(el, 'in-a-card'));
    const terms = [...dl.querySelectorAll('dt[part=fact-term]')].map((t) => t.textContent);
    expect(terms).to.deep.equal(['Arrival', 'Departure', 'Guests', 'Extras']);
    const arrival = dl.querySelector('dt')!;
    const value = dl.querySelector('dd[part=fact-value]')!;
    expect(value.textContent).to.equal('12 March, 2027');
    // Beside its term, on the same line.
    expect(box(value).left).to.be.above(box(arrival).right);
    expect(Math.abs(box(value).top - box(arrival).top)).to.be.below(2);
    await expectNoAxeViolations(el);
  });

  it('wraps a long value inside its card on a 320 px phone', async () => {
    el = mount(`<${tag} style="display:block;width:320px"></${tag}>`);
    const dl = await until(() => list(el, 'in-a-card'));
    const card = dl.closest<HTMLElement>('[part=card]')!;
    expect(card.scrollWidth).to.be.at.most(card.clientWidth);
    const extras = [...dl.querySelectorAll('dd')][3]!;
    expect(box(extras).right).to.be.at.most(box(card).right);
  });

  it('stacked: each value under its term', async () => {
    el = mount(`<${tag} style="display:block;width:1000px"></${tag}>`);
    const dl = await until(() => list(el, 'stacked'));
    const [term, value] = [dl.querySelector('dt')!, dl.querySelector('dd')!];
    expect(box(value).top).to.be.at.least(box(term).bottom - 1);
    expect(Math.abs(box(value).left - box(term).left)).to.be.below(2);
  });
});
