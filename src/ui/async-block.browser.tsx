import { expect } from 'chai';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import { asyncBlockExamples } from './feedback.examples';
import { defineExampleHost, exampleStage } from './styleguide/example-host';

const tag = defineExampleHost(asyncBlockExamples);
const block = (el: HTMLElement, name: string) =>
  exampleStage(el, name).querySelector<HTMLElement>('[part=async]')!;

describe(`AsyncBlock (${__FLAVOUR__})`, () => {
  let el: HTMLElement;
  beforeEach(async () => {
    el = mount(`<${tag}></${tag}>`);
    await until(() => block(el, 'empty'));
  });
  afterEach(() => el.remove());

  it('loading: busy, says so, shows a skeleton', () => {
    const loading = block(el, 'loading');
    expect(loading.dataset.state).to.equal('loading');
    expect(loading.getAttribute('aria-busy')).to.equal('true');
    expect(loading.querySelector('[role=status]')!.textContent).to.equal('Loading rooms…');
    expect(loading.querySelector('[part=skeleton]')).to.not.equal(null);
  });

  it('failed: an alert with Try again, which loads again', async () => {
    const failed = block(el, 'failed');
    expect(failed.dataset.state).to.equal('failed');
    expect(failed.querySelector('[role=alert]')!.textContent).to.contain(
      'could not load the rooms',
    );
    await expectNoAxeViolations(el);
    failed.querySelector<HTMLButtonElement>('[part=retry]')!.click();
    await until(() => expect(failed.dataset.state).to.equal('loaded'));
    expect(failed.textContent).to.equal('Lakeside Double, Garden Twin');
  });

  it('empty: the empty state instead of the content', () => {
    const empty = block(el, 'empty');
    expect(empty.dataset.state).to.equal('empty');
    expect(empty.querySelector('[part=empty]')!.textContent).to.contain('No rooms on these dates');
  });
});
