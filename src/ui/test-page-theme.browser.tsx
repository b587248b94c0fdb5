import { expect } from 'chai';
import { until } from '../../tests/browser/helpers';

// Each test page links themes/base.css (web-test-runner.config.mjs), as a themed page does.
describe(`A test page (${__FLAVOUR__})`, () => {
  it('carries the base theme: the parts render with its tokens, not their fallbacks', async () => {
    const root = getComputedStyle(document.documentElement);
    const bg = await until(() => root.getPropertyValue('--ik-color-bg').trim() || null);
    expect(bg).to.equal('#ffffff');
    expect(root.getPropertyValue('--ik-control-height').trim()).to.equal('44px');
    expect(getComputedStyle(document.body).color).to.equal('rgb(31, 35, 40)');
  });
});
