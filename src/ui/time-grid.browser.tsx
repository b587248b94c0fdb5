import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import { deepActiveElement } from './deep-active-element';
import { defineExampleHost, exampleStage } from './styleguide/example-host';
import { timeGridExamples } from './time-grid.examples';

const tag = defineExampleHost(timeGridExamples);
const grid = (el: HTMLElement, name: string) =>
  exampleStage(el, name).querySelector<HTMLFieldSetElement>('[part=time-grid]')!;
const radios = (g: HTMLElement) => [...g.querySelectorAll<HTMLInputElement>('input[type=radio]')];
/** A radio's accessible name: its label's words. */
const nameOf = (radio: HTMLInputElement) => radio.closest('label')!.textContent;

describe(`TimeGrid (${__FLAVOUR__})`, () => {
  let el: HTMLElement;
  afterEach(() => el.remove());

  beforeEach(async () => {
    el = mount(`<${tag} style="display:block;width:343px"></${tag}>`);
    await until(() => grid(el, 'sessions'));
  });

  it('is a labelled group of radios, each named by its time and its note', () => {
    const g = grid(el, 'sessions');
    expect(g.localName).to.equal('fieldset');
    expect(g.querySelector('legend')!.textContent).to.equal('Times on 3 December, 2026');
    expect(radios(g).map(nameOf)).to.deep.equal([
      '10:005 places left',
      '12:001 place left',
      '14:00Fully booked',
      '16:006 places left',
      '18:006 places left',
    ]);
    expect(radios(g).map((r) => r.checked)).to.deep.equal([true, false, false, false, false]);
    // A full time is said in words and cannot be chosen; nothing is struck through.
    const full = radios(g)[2]!;
    expect(full.disabled).to.equal(true);
    expect(getComputedStyle(full.closest('label')!).textDecorationLine).to.equal('none');
  });

  it('is compact: three or more times across a phone, each a 44 px target', () => {
    const labels = [...grid(el, 'sessions').querySelectorAll<HTMLElement>('[part=time]')];
    const tops = new Set(labels.slice(0, 3).map((l) => Math.round(l.getBoundingClientRect().top)));
    expect(tops.size).to.equal(1);
    for (const label of labels) expect(label.getBoundingClientRect().height).to.be.at.least(44);
  });

  it('marks the chosen time by its border, weight and a tick, not colour alone', async () => {
    const g = grid(el, 'sessions');
    const [first, second] = [...g.querySelectorAll<HTMLElement>('[part=time]')];
    expect(first!.hasAttribute('data-checked')).to.equal(true);
    expect(getComputedStyle(first!).borderTopWidth).to.equal('2px');
    expect(getComputedStyle(second!).borderTopWidth).to.equal('1px');
    const tick = (label: HTMLElement) =>
      getComputedStyle(label.querySelector('.ik-time__time')!, '::after').content;
    expect(tick(first!)).to.contain('✓');
    expect(tick(second!)).to.equal('none');
    expect(Number(getComputedStyle(first!).fontWeight)).to.be.above(
      Number(getComputedStyle(second!).fontWeight),
    );
    await expectNoAxeViolations(el);
  });

  it('takes Tab once and moves by arrows, skipping a full time; Space chooses', async () => {
    const g = grid(el, 'treatment-times');
    const [first] = radios(g);
    first!.focus();
    expect(radios(g).some((r) => r.checked)).to.equal(false);
    await sendKeys({ press: 'Space' });
    await until(() => expect(radios(g)[0]!.checked).to.equal(true));
    await sendKeys({ press: 'ArrowRight' });
    await until(() => expect(radios(g)[1]!.checked).to.equal(true));
    expect(deepActiveElement()).to.equal(radios(g)[1]);

    const s = grid(el, 'sessions');
    radios(s)[1]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    // 14:00 is full: the arrow goes on to 16:00.
    await until(() => expect(radios(s)[3]!.checked).to.equal(true));
    expect(deepActiveElement()).to.equal(radios(s)[3]);
  });

  it('ties a missing choice’s error to the group, and drops it once a time is chosen', async () => {
    const g = grid(el, 'missing');
    const error = g.querySelector('[part=field-error]')!;
    expect(error.textContent).to.equal('Please choose a time.');
    expect(g.getAttribute('aria-describedby')).to.equal(error.id);
    radios(g)[0]!.click();
    await until(() => expect(g.querySelector('[part=field-error]')).to.equal(null));
    expect(g.hasAttribute('aria-describedby')).to.equal(false);
    await expectNoAxeViolations(el);
  });
});
