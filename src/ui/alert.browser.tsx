import { expect } from 'chai';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import { alertExamples } from './alert.examples';
import { defineExampleHost, exampleStage } from './styleguide/example-host';

const tag = defineExampleHost(alertExamples);

describe(`Alert and InlineStatus (${__FLAVOUR__})`, () => {
  let el: HTMLElement;
  beforeEach(async () => {
    el = mount(`<${tag}></${tag}>`);
    await until(() => exampleStage(el, 'inline').querySelector('[part=status]'));
  });
  afterEach(() => el.remove());

  it('errors and warnings are alerts, the rest statuses; each has an icon and words', async () => {
    const alerts = [...exampleStage(el, 'tones').querySelectorAll<HTMLElement>('.ik-alert')];
    expect(alerts.map((a) => `${a.dataset.tone}:${a.getAttribute('role')}`)).to.deep.equal([
      'info:status',
      'success:status',
      'warning:alert',
      'error:alert',
    ]);
    for (const alert of alerts) {
      const icon = alert.querySelector<HTMLElement>('.ik-tone-icon')!;
      expect(icon.getAttribute('aria-hidden')).to.equal('true');
      expect(icon.getBoundingClientRect().width).to.be.greaterThan(10);
      expect(getComputedStyle(icon).maskImage).to.contain('data:image/svg+xml');
      expect(alert.textContent!.trim().length).to.be.greaterThan(10);
    }
    // The icons differ in shape, not only in colour.
    const masks = alerts.map((a) => getComputedStyle(a.querySelector('.ik-tone-icon')!).maskImage);
    expect(new Set(masks).size).to.equal(4);
    expect(alerts[3]!.querySelector('[part=alert-actions] button')!.textContent).to.equal(
      'Try again',
    );
    await expectNoAxeViolations(el);
  });

  it('an inline status says what happened beside its icon', () => {
    const statuses = [...exampleStage(el, 'inline').querySelectorAll<HTMLElement>('[part=status]')];
    expect(statuses.map((s) => [s.getAttribute('role'), s.textContent])).to.deep.equal([
      ['status', 'Added to your room'],
      ['status', 'Saving…'],
      ['alert', 'Not available on these dates'],
    ]);
  });
});
