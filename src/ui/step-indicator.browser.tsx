import { expect } from 'chai';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import { stepIndicatorExamples } from './feedback.examples';
import { defineExampleHost, exampleStage } from './styleguide/example-host';

const tag = defineExampleHost(stepIndicatorExamples);
const steps = (el: HTMLElement, name: string) => [
  ...exampleStage(el, name).querySelectorAll<HTMLElement>('[part=step]'),
];

describe(`StepIndicator (${__FLAVOUR__})`, () => {
  let el: HTMLElement;
  afterEach(() => el.remove());

  it('is a labelled list of the five steps, the current one aria-current, states in words', async () => {
    el = mount(`<${tag} style="display:block;width:1000px"></${tag}>`);
    await until(() => steps(el, 'details').length === 5 || null);
    const nav = exampleStage(el, 'details').querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).to.equal('Booking progress (details)');
    expect(nav.querySelector('ol')).to.not.equal(null);
    expect(steps(el, 'details').map((s) => s.textContent)).to.deep.equal([
      '✓Stay (done)',
      '✓Extras (done)',
      '3Your details (current step)',
      '4Payment',
      '5Confirmed',
    ]);
    expect(steps(el, 'details').map((s) => s.getAttribute('aria-current'))).to.deep.equal([
      null,
      null,
      'step',
      null,
      null,
    ]);
    await expectNoAxeViolations(el);
  });

  it('on a phone shows only the current step’s name, keeping the others for screen readers', async () => {
    el = mount(`<${tag} style="display:block;width:320px"></${tag}>`);
    await until(() => steps(el, 'stay').length === 5 || null);
    const labels = steps(el, 'stay').map((s) => s.querySelector('.ik-step-label')!);
    expect(labels[0]!.getBoundingClientRect().width).to.be.greaterThan(20);
    for (const label of labels.slice(1)) expect(label.getBoundingClientRect().width).to.equal(1);
    const list = exampleStage(el, 'stay').querySelector('ol')!;
    expect(list.scrollWidth).to.be.at.most(list.clientWidth);
    await expectNoAxeViolations(el);
  });
});
