import { expect } from 'chai';
import base from '../../../themes/base.css?inline';
import { expectNoAxeViolations, mount, until } from '../../../tests/browser/helpers';
import { TYPE_SCALE, brandExamples } from './brand.examples';
import { defineExampleHost, exampleStage } from './example-host';

const tag = defineExampleHost(brandExamples);
const theme = new CSSStyleSheet();
theme.replaceSync(base);

describe(`Style guide: brand (${__FLAVOUR__})`, () => {
  let el: HTMLElement;
  before(() => {
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, theme];
  });
  after(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== theme);
  });
  beforeEach(() => {
    el = mount(`<${tag} style="display:block;width:800px"></${tag}>`);
  });
  afterEach(() => el.remove());

  it('shows the five steps of the type scale, each larger than the one before', async () => {
    const steps = await until(() => {
      const found = [...exampleStage(el, 'type scale').querySelectorAll('li')];
      return found.length ? found : null;
    });
    expect(steps.map((s) => s.dataset.token)).to.deep.equal(TYPE_SCALE.map((s) => s.token));
    const sizes = steps.map((s) =>
      parseFloat(getComputedStyle(s.querySelector('.sg-type-sample')!).fontSize),
    );
    expect(sizes).to.deep.equal([14, 16, 20, 28, 36]);
  });

  it("lists the page theme's own values of its tokens", async () => {
    const cell = (token: string) =>
      exampleStage(el, 'type, shape and density').querySelector(`[data-token="${token}"] td`)
        ?.textContent;
    await until(() => expect(cell('--ik-border-width')).to.equal('1px'));
    el.remove();
    el = mount(`<${tag} style="display:block;width:800px;--ik-border-width:2px"></${tag}>`);
    await until(() => expect(cell('--ik-border-width')).to.equal('2px'));
    await until(() => expect(cell('--ik-card-padding')).to.equal('16px'));
    await expectNoAxeViolations(el);
  });
});
