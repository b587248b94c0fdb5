import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations, mount, until } from '../../../tests/browser/helpers';
import { defineExampleHost, exampleStage } from '../styleguide/example-host';
import { dateGridExamples } from './date-grid.examples';

const tag = defineExampleHost(dateGridExamples);

/** The cell of `date` in one example, once drawn. */
const cell = (el: HTMLElement, example: string, date: string) =>
  until(() =>
    exampleStage(el, example).querySelector<HTMLTableCellElement>(
      `td:has(> button[data-date="${date}"])`,
    ),
  );
const nameIn = async (el: HTMLElement, example: string, name: string) => {
  const found = await findByShadowRole(exampleStage(el, example), 'gridcell', { name });
  return found;
};

describe(`DateGrid style guide section (${__FLAVOUR__})`, () => {
  let el: HTMLElement;
  afterEach(() => el?.remove());

  it('shows a chosen day, named in full, that another click moves', async () => {
    el = mount(`<${tag} style="display:block;width:320px"></${tag}>`);
    const arrival = await cell(el, 'selected', '2026-12-07');
    expect(arrival.dataset.selected).to.equal('chosen');
    await nameIn(
      el,
      'selected',
      'Monday 7 December 2026, arrival, from £120 for 1 night, 10 rooms left',
    );
    await nameIn(el, 'selected', 'Wednesday 9 December 2026, 2 nights, total £240');
    (await cell(el, 'selected', '2026-12-14')).querySelector('button')!.click();
    await until(() =>
      expect(
        (
          exampleStage(el, 'selected').querySelector('[data-selected]') as HTMLElement
        ).querySelector('button')!.dataset.date,
      ).to.equal('2026-12-14'),
    );
    // At 320 px the month fits without scrolling sideways.
    const stage = exampleStage(el, 'selected').getBoundingClientRect();
    const grid = exampleStage(el, 'selected').querySelector('[role=grid]')!.getBoundingClientRect();
    expect(grid.right - stage.right).to.be.at.most(0.5);
  });

  it('tells the nights of a range from its ends, in words and in style', async () => {
    el = mount(`<${tag} style="display:block;width:1280px"></${tag}>`);
    const end = await cell(el, 'in-range', '2026-12-10');
    const within = await cell(el, 'in-range', '2026-12-08');
    expect(end.dataset.selected).to.equal('chosen');
    expect(within.dataset.selected).to.equal('within');
    expect(within.getAttribute('aria-selected')).to.equal('true');
    await nameIn(
      el,
      'in-range',
      'Tuesday 8 December 2026, in your stay, from £120 for 1 night, 2 rooms left',
    );
    await nameIn(
      el,
      'in-range',
      'Thursday 10 December 2026, departure, from £120 for 1 night, 10 rooms left',
    );
    const style = (td: HTMLElement) => getComputedStyle(td.querySelector('button')!);
    expect(style(within).borderTopStyle).to.equal('dashed');
    expect(style(end).borderTopStyle).to.equal('solid');
  });

  it('names why each disabled day cannot be booked, and marks it by more than colour', async () => {
    el = mount(`<${tag} style="display:block;width:1280px"></${tag}>`);
    const example = 'disabled-with-reason';
    const soldOut = await cell(el, example, '2026-12-13');
    const button = soldOut.querySelector('button')!;
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(button.dataset.reason).to.equal('sold-out');
    expect(getComputedStyle(button).borderTopStyle).to.equal('dotted');
    expect(
      getComputedStyle(button.querySelector('.date-grid__number')!).textDecorationLine,
    ).to.equal('line-through');
    for (const name of [
      'Sunday 13 December 2026, Sold out',
      'Wednesday 2 December 2026, Past date',
      'Friday 25 December 2026, Closed for arrivals',
      'Thursday 31 December 2026, No rooms available',
      'Friday 11 December 2026, from £232 for 2 nights, 10 rooms left, Fixed stay of 2 nights',
    ]) {
      await nameIn(el, example, name);
    }
    expect(
      (await cell(el, example, '2026-12-11'))
        .querySelector('button')!
        .hasAttribute('aria-disabled'),
    ).to.equal(false);
  });

  it('shows the focus ring as a still, and a loading month busy with stand-ins', async () => {
    el = mount(`<${tag} style="display:block;width:1280px"></${tag}>`);
    const ringed = (await cell(el, 'focused', '2026-12-09')).querySelector('button')!;
    expect(getComputedStyle(ringed).outlineStyle).to.not.equal('none');
    const plain = (await cell(el, 'focused', '2026-12-10')).querySelector('button')!;
    expect(getComputedStyle(plain).outlineStyle).to.equal('none');
    const grid = exampleStage(el, 'loading').querySelector('[role=grid]')!;
    expect(grid.getAttribute('aria-busy')).to.equal('true');
    expect(grid.querySelectorAll('.date-grid__skeleton')).to.have.length(31);
    await nameIn(el, 'loading', 'Thursday 3 December 2026, prices loading');
    await expectNoAxeViolations(el);
  });
});
