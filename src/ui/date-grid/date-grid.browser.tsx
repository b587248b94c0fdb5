import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { useRef, useState } from 'react';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { formatWeekdayDate } from '../../domain/format/format-weekday-date';
import { expectNoAxeViolations, mount, until } from '../../../tests/browser/helpers';
import { applyTextSpacing, clippedText } from '../../../tests/browser/text-spacing';
import { defineWidget } from '../define-widget';
import { DateGrid, type GridDay } from './DateGrid';
import { useDateGrid } from './use-date-grid';

// The kit's date grid alone, with a range, closed and sold-out days (on both flavours).
const CLOSED = '2026-02-12';
const FULL = '2026-02-13';
const chosen: string[] = [];

function dayOf(date: string, range: readonly string[]): GridDay {
  const [start, end] = range;
  const long = formatWeekdayDate(date);
  if (date === CLOSED)
    return {
      label: `${long}, closed`,
      selected: null,
      disabled: true,
      marker: 'Closed',
      price: '',
      reason: 'closed',
    };
  if (date === FULL)
    return {
      label: `${long}, sold out`,
      selected: null,
      disabled: true,
      marker: 'Full',
      price: '',
      reason: 'sold-out',
    };
  const place =
    date === start || date === end
      ? 'chosen'
      : start && end && date > start && date < end
        ? 'within'
        : null;
  return {
    label: `${long}, from £120`,
    selected: place,
    disabled: false,
    marker: '3 left',
    price: '£120',
  };
}

function Harness() {
  const root = useRef<HTMLDivElement>(null);
  const [range, setRange] = useState<string[]>([]);
  const grid = useDateGrid({
    today: '2026-02-10',
    lastMonth: '2027-06',
    shown: 1,
    preferred: null,
    root,
  });
  const month = grid.visible[0]!;
  return (
    <div ref={root}>
      <h2 id="title">{month}</h2>
      <DateGrid
        month={month}
        labelledBy="title"
        busy={false}
        className="test-grid"
        dayClassName="test-day"
        keys={grid}
        renderDay={(date) => dayOf(date, range)}
        onChoose={(date) => {
          chosen.push(date);
          setRange((r) => (r.length === 1 && date > r[0]! ? [r[0]!, date] : [date]));
        }}
      />
    </div>
  );
}
defineWidget({ tag: 'ik-test-date-grid', view: Harness, attributes: {} });

const root = (el: HTMLElement) => el.shadowRoot!;
const day = (el: HTMLElement, date: string) =>
  root(el).querySelector<HTMLButtonElement>(`button[data-date="${date}"]`)!;
const focused = (el: HTMLElement) => (root(el).activeElement as HTMLElement | null)?.dataset.date;
const title = (el: HTMLElement) => root(el).querySelector('h2')!.textContent;

async function fresh(): Promise<HTMLElement> {
  document.body.innerHTML = '';
  chosen.length = 0;
  const el = mount('<ik-test-date-grid></ik-test-date-grid>');
  await until(() => day(el, '2026-02-10'));
  return el;
}

describe(`date grid kit part (${__FLAVOUR__})`, () => {
  after(async () => {
    document.body.innerHTML = '';
    await emulateMedia({ forcedColors: 'none' });
    await setViewport({ width: 1280, height: 900 });
  });

  it('is a grid of named days with one tab stop, disabled days still focusable', async () => {
    const el = await fresh();
    const grid = await findByShadowRole(el, 'grid', { name: '2026-02' });
    expect(grid.querySelectorAll('tbody tr')).to.have.length(6);
    expect(grid.querySelectorAll('[role=gridcell] button')).to.have.length(28);
    await findByShadowRole(el, 'columnheader', { name: 'Monday' });
    const closed = await findByShadowRole(el, 'button', {
      name: 'Thursday 12 February, 2026, closed',
    });
    expect(closed.getAttribute('aria-disabled')).to.equal('true');
    expect(closed.dataset.reason).to.equal('closed');
    expect(closed.textContent).to.contain('Closed');
    await findByShadowRole(el, 'button', { name: 'Friday 13 February, 2026, sold out' });
    await findByShadowRole(el, 'button', { name: 'Tuesday 10 February, 2026, from £120' });
    const stops = [...root(el).querySelectorAll<HTMLElement>('button[tabindex="0"]')];
    expect(stops.map((b) => b.dataset.date)).to.deep.equal(['2026-02-10']);
    closed.click();
    expect(chosen).to.deep.equal([]);
    day(el, '2026-02-16').click();
    day(el, '2026-02-19').click();
    await until(() =>
      expect(day(el, '2026-02-19').closest('td')!.dataset.selected).to.equal('chosen'),
    );
    expect(day(el, '2026-02-17').closest('td')!.dataset.selected).to.equal('within');
    expect(day(el, '2026-02-17').closest('td')!.getAttribute('aria-selected')).to.equal('true');
    expect(day(el, '2026-02-20').closest('td')!.getAttribute('aria-selected')).to.equal('false');
    await expectNoAxeViolations(el);
  });

  it('follows the date-picker keys: arrows, Home/End in the week, Page Up/Down, Shift for a year', async () => {
    const el = await fresh();
    day(el, '2026-02-10').focus();
    const steps: [string, string][] = [
      ['ArrowRight', '2026-02-11'],
      ['ArrowDown', '2026-02-18'],
      ['Home', '2026-02-16'],
      ['End', '2026-02-22'],
      ['ArrowLeft', '2026-02-21'],
      ['ArrowUp', '2026-02-14'],
      ['PageDown', '2026-03-14'],
      ['Shift+PageDown', '2027-03-14'],
      ['Shift+PageUp', '2026-03-14'],
      ['PageUp', '2026-02-14'],
    ];
    for (const [press, expected] of steps) {
      await sendKeys({ press });
      await until(() => expect(focused(el)).to.equal(expected));
      expect(title(el)).to.equal(expected.slice(0, 7));
      expect(day(el, expected).tabIndex).to.equal(0);
    }
    // Enter and Space choose; a closed day only takes focus.
    await sendKeys({ press: 'Enter' });
    expect(chosen).to.deep.equal(['2026-02-14']);
  });

  it('keeps chosen, in-range, disabled and focused days apart in forced colours', async () => {
    const el = await fresh();
    day(el, '2026-02-16').click();
    day(el, '2026-02-19').click();
    await until(() =>
      expect(day(el, '2026-02-19').closest('td')!.dataset.selected).to.equal('chosen'),
    );
    await emulateMedia({ forcedColors: 'active' });
    try {
      await until(() => expect(matchMedia('(forced-colors: active)').matches).to.equal(true));
      const style = (date: string) => getComputedStyle(day(el, date));
      const plain = style('2026-02-20');
      const arrival = style('2026-02-16');
      const departure = style('2026-02-19');
      const within = style('2026-02-17');
      const closed = style(CLOSED);
      expect(arrival.backgroundColor).to.not.equal(plain.backgroundColor);
      expect(departure.backgroundColor).to.equal(arrival.backgroundColor);
      expect(arrival.color).to.not.equal(plain.color);
      expect(within.borderTopColor).to.not.equal(plain.borderTopColor);
      expect(within.borderTopWidth).to.equal('2px');
      expect(within.backgroundColor).to.not.equal(arrival.backgroundColor);
      expect(closed.color).to.not.equal(plain.color);
      day(el, '2026-02-20').focus();
      await sendKeys({ press: 'ArrowRight' });
      await until(() => expect(focused(el)).to.equal('2026-02-21'));
      const ring = style('2026-02-21');
      expect(ring.outlineStyle).to.equal('solid');
      expect(parseFloat(ring.outlineWidth)).to.be.at.least(2);
      expect(ring.outlineColor).to.equal(arrival.backgroundColor);
      expect(style('2026-02-22').outlineStyle).to.equal('none');
    } finally {
      await emulateMedia({ forcedColors: 'none' });
    }
  });

  it('clips no day text under the text-spacing overrides at 320 and 375 px', async () => {
    for (const width of [320, 375]) {
      await setViewport({ width, height: 800 });
      const el = await fresh();
      const remove = applyTextSpacing(root(el));
      try {
        await until(() =>
          expect(getComputedStyle(day(el, CLOSED)).letterSpacing).to.not.equal('normal'),
        );
        const selector = 'button[data-date], button[data-date] > [aria-hidden]';
        expect(root(el).querySelectorAll(selector)).to.have.length(28 * 4);
        expect(clippedText(root(el), selector)).to.deep.equal([]);
      } finally {
        remove();
      }
    }
    await setViewport({ width: 1280, height: 900 });
  });
});
