import { expect } from 'chai';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import { priceExamples } from './price.examples';
import { defineExampleHost, exampleStage } from './styleguide/example-host';

const tag = defineExampleHost(priceExamples);

describe(`Price (${__FLAVOUR__})`, () => {
  it('reads per night, as an offer ("was … now …") and as a total', async () => {
    const el = mount(`<${tag}></${tag}>`);
    await until(() => exampleStage(el, 'total').querySelector('[part=price]'));
    const text = (name: string) =>
      exampleStage(el, name).querySelector('[part=price]')!.textContent;
    expect(text('per-night')).to.equal('£145.00 per night');
    expect(text('offer')).to.equal('was £145.00 now £116.00 per night');
    expect(exampleStage(el, 'offer').querySelector('del')!.textContent).to.equal('was £145.00');
    expect(text('total')).to.equal('£1,234.50 total');
    await expectNoAxeViolations(el);
    el.remove();
  });
});
