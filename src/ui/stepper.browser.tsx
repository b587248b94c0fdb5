import { expect } from 'chai';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import { stepperExamples } from './stepper.examples';
import { defineExampleHost, exampleStage } from './styleguide/example-host';

const tag = defineExampleHost(stepperExamples);

describe(`Stepper (${__FLAVOUR__})`, () => {
  it('counts within its limits, its buttons named and 44 px round', async () => {
    const el = mount(`<${tag}></${tag}>`);
    const stage = await until(() => exampleStage(el, 'default'));
    const [less, more] = [...stage.querySelectorAll('button')];
    const value = () => stage.querySelector('output')!.textContent;
    expect(more!.textContent).to.equal('+Add an adult');
    expect(more!.getBoundingClientRect().height).to.equal(44);
    more!.click();
    await until(() => expect(value()).to.equal('3'));
    more!.click();
    await until(() => expect(value()).to.equal('4'));
    expect(more!.disabled).to.equal(true);
    less!.click();
    await until(() => expect(value()).to.equal('3'));
    expect(more!.disabled).to.equal(false);
    expect(stage.querySelector('[role=group]')!.getAttribute('aria-labelledby')).to.be.a('string');
    await expectNoAxeViolations(el);
    el.remove();
  });
});
