import { expect } from 'chai';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import { emptyStateExamples } from './feedback.examples';
import { defineExampleHost, exampleStage } from './styleguide/example-host';

const tag = defineExampleHost(emptyStateExamples);

describe(`EmptyState (${__FLAVOUR__})`, () => {
  it('says what there is none of and offers the next step', async () => {
    const el = mount(`<${tag}></${tag}>`);
    const empty = await until(() => exampleStage(el, 'cart').querySelector('[part=empty]'));
    expect(empty.querySelector('.ik-empty-title')!.textContent).to.equal('Your cart is empty');
    expect(empty.getAttribute('role')).to.equal(null);
    const action = empty.querySelector('[part=empty-actions] a')!;
    expect(action.textContent).to.equal('Find a room');
    await expectNoAxeViolations(el);
    el.remove();
  });
});
