import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { useReducer } from 'react';
import { findByShadowRole } from 'shadow-dom-testing-library';
import type { MonthPrices } from '../../domain/calendar/stay-day';
import { readyMonth } from '../../testing/stay-days';
import { expectNoAxeViolations, mount, until } from '../../../tests/browser/helpers';
import { applyTextSpacing, clippedText } from '../../../tests/browser/text-spacing';
import buttonCss from '../button.css?inline';
import { defineWidget } from '../define-widget';
import { type CalendarSearch, StayCalendar } from './StayCalendar';
import css from './stay-calendar.css?inline';

// The shared view alone, fed with price fixtures as props (on both flavours).
const TODAY = '2026-02-10';
const harness = {
  months: {} as Record<string, MonthPrices>,
  shown: [] as string[][],
  retries: [] as string[],
  searches: [] as CalendarSearch[],
  rerender: () => {},
};

function Harness(props: { shown?: number; packageMode?: boolean }) {
  const [, force] = useReducer((n: number) => n + 1, 0);
  harness.rerender = force;
  return (
    <StayCalendar
      today={TODAY}
      lastMonth="2026-12"
      shown={props.shown ?? 2}
      months={harness.months}
      onShowMonths={(m) => harness.shown.push([...m])}
      onRetry={(m) => harness.retries.push(m)}
      minNights={2}
      packageMode={props.packageMode ?? false}
      lowAvailability={5}
      onSearch={(s) => harness.searches.push(s)}
    />
  );
}
defineWidget<{ shown?: number; packageMode?: boolean }>({
  tag: 'ik-test-stay-calendar',
  view: Harness,
  attributes: { shown: 'number', packageMode: 'boolean' },
  styles: buttonCss + css,
});

function fixtures(): Record<string, MonthPrices> {
  return {
    '2026-02': readyMonth('2026-02', {
      '2026-02-12': { roomsAvailable: 3 },
      '2026-02-14': { minNights: 3, maxNights: 3, fixedStay: true, offer: 'VALENTINE' },
      '2026-02-19': { unavailable: 'sold-out', price: null, roomsAvailable: 0 },
      '2026-02-24': { price: 150 },
    }),
    '2026-03': readyMonth('2026-03', { '2026-03-05': { unavailable: 'closed' } }),
  };
}

const root = (el: HTMLElement) => el.shadowRoot!;
const dayButton = (el: HTMLElement, date: string) =>
  root(el).querySelector<HTMLButtonElement>(`button[data-date="${date}"]`)!;
const check = (el: HTMLElement) => root(el).querySelector<HTMLButtonElement>('[part=check]')!;
const summary = (el: HTMLElement) =>
  root(el).querySelector('[part=summary] [role=status]')!.textContent;
const focused = (el: HTMLElement) => (root(el).activeElement as HTMLElement | null)?.dataset.date;
const titles = (el: HTMLElement) =>
  [...root(el).querySelectorAll('[part=month] h3')].map((h) => h.textContent);

async function fresh(attrs = ''): Promise<HTMLElement> {
  document.body.innerHTML = '';
  harness.months = fixtures();
  harness.shown = [];
  harness.retries = [];
  harness.searches = [];
  const el = mount(`<ik-test-stay-calendar ${attrs}></ik-test-stay-calendar>`);
  await until(() => dayButton(el, '2026-02-11'));
  return el;
}

describe(`stay calendar view (${__FLAVOUR__})`, () => {
  after(() => {
    document.body.innerHTML = '';
  });

  it('shows two months of prices, each day named with date, price and availability', async () => {
    const el = await fresh();
    expect(titles(el)).to.deep.equal(['February 2026', 'March 2026']);
    await until(() => expect(harness.shown).to.deep.equal([['2026-02', '2026-03']]));
    expect(root(el).querySelectorAll('[role=grid]')).to.have.length(2);
    expect(root(el).querySelectorAll('[role=grid] tbody tr')).to.have.length(12);
    // Each cell is named as its button: the date, the shortest stay's price, the rooms left
    // and why it cannot be booked (issue 22 item 3).
    const named = async (date: string, name: string) => {
      const cell = await findByShadowRole(el, 'gridcell', { name });
      expect(cell.querySelector('button')!.dataset.date).to.equal(date);
      return findByShadowRole(el, 'button', { name });
    };
    await named('2026-02-11', 'Wednesday 11 February 2026, from £120 for 1 night, 10 rooms left');
    await named('2026-02-12', 'Thursday 12 February 2026, from £120 for 1 night, 3 rooms left');
    expect(dayButton(el, '2026-02-12').textContent).to.contain('3 left');
    await named(
      '2026-02-14',
      'Saturday 14 February 2026, from £360 for 3 nights, 10 rooms left, Fixed stay of 3 nights',
    );
    await named('2026-02-09', 'Monday 9 February 2026, Past date');
    await named('2026-03-05', 'Thursday 5 March 2026, Closed for arrivals');
    const soldOut = await named('2026-02-19', 'Thursday 19 February 2026, Sold out');
    expect(soldOut.getAttribute('aria-disabled')).to.equal('true');
    expect(soldOut.querySelector('.date-grid__marker')!.textContent).to.equal('Full');
    const past = dayButton(el, '2026-02-09');
    expect(past.getAttribute('aria-disabled')).to.equal('true');
    expect(past.textContent).to.contain('Past date');
    expect(dayButton(el, '2026-03-05').textContent).to.contain('Closed');
    expect(dayButton(el, '2026-02-14').textContent).to.contain('Min 3');
    await expectNoAxeViolations(el);
  });

  it('keeps one day in the tab order and moves focus with the date-grid keys', async () => {
    const el = await fresh();
    const tabbable = [...root(el).querySelectorAll('button[data-date]')].filter(
      (b) => (b as HTMLElement).tabIndex === 0,
    );
    expect(tabbable.map((b) => (b as HTMLElement).dataset.date)).to.deep.equal([TODAY]);
    dayButton(el, TODAY).focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => expect(focused(el)).to.equal('2026-02-11'));
    await sendKeys({ press: 'ArrowDown' });
    await until(() => expect(focused(el)).to.equal('2026-02-18'));
    await sendKeys({ press: 'Home' });
    await until(() => expect(focused(el)).to.equal('2026-02-16'));
    await sendKeys({ press: 'End' });
    await until(() => expect(focused(el)).to.equal('2026-02-22'));
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => expect(focused(el)).to.equal('2026-02-21'));
    await sendKeys({ press: 'ArrowUp' });
    await until(() => expect(focused(el)).to.equal('2026-02-14'));
    expect(dayButton(el, '2026-02-14').tabIndex).to.equal(0);
    expect(dayButton(el, TODAY).tabIndex).to.equal(-1);
    await sendKeys({ press: 'PageDown' });
    await until(() => expect(focused(el)).to.equal('2026-03-14'));
    expect(titles(el)).to.deep.equal(['February 2026', 'March 2026']);
    // Leaving the months shown turns them, and asks for the new months' prices.
    await sendKeys({ press: 'PageDown' });
    await until(() => expect(focused(el)).to.equal('2026-04-14'));
    expect(titles(el)).to.deep.equal(['March 2026', 'April 2026']);
    // The view asks in an effect, which Preact runs after the paint: wait for it.
    await until(() => expect(harness.shown.at(-1)).to.deep.equal(['2026-03', '2026-04']));
    // Focus stops at the first day of today's month.
    for (const expected of ['2026-03-14', '2026-02-14', '2026-02-01']) {
      await sendKeys({ press: 'PageUp' });
      await until(() => expect(focused(el)).to.equal(expected));
    }
    expect(titles(el)).to.deep.equal(['February 2026', 'March 2026']);
    for (let i = 0; i < 3; i++) await sendKeys({ press: 'ArrowDown' });
    await until(() => expect(focused(el)).to.equal('2026-02-22'));
    // Enter chooses the focused day.
    await sendKeys({ press: 'Enter' });
    await until(() => expect(summary(el)).to.contain('Arrival 22 February, 2026'));
  });

  it('moves exactly one step per key however fast the keys come (six → and three ↓ = 27 days)', async () => {
    for (const shown of ['2', '1']) {
      const el = await fresh(`shown="${shown}"`);
      dayButton(el, TODAY).focus();
      // Nine key presses in one task: the grid cannot re-render (nor move focus) in between, as
      // with a held arrow key on a slow phone; each must still count.
      const keys = [...Array<string>(6).fill('ArrowRight'), ...Array<string>(3).fill('ArrowDown')];
      for (const key of keys) {
        const init = { key, bubbles: true, composed: true, cancelable: true };
        root(el).activeElement!.dispatchEvent(new KeyboardEvent('keydown', init));
      }
      await until(() => expect(focused(el)).to.equal('2026-03-09'));
      expect(titles(el)).to.include('March 2026');
      expect(dayButton(el, '2026-03-09').tabIndex).to.equal(0);
      // And the next key goes on from there.
      await sendKeys({ press: 'ArrowLeft' });
      await until(() => expect(focused(el)).to.equal('2026-03-08'));
    }
  });

  it('keeps arrival, departure, stay and disabled days apart in forced colours', async () => {
    const el = await fresh();
    dayButton(el, '2026-02-22').click();
    dayButton(el, '2026-02-25').click();
    await until(() => expect(check(el).disabled).to.equal(false));
    await emulateMedia({ forcedColors: 'active' });
    try {
      await until(() => expect(matchMedia('(forced-colors: active)').matches).to.equal(true));
      const style = (date: string) => getComputedStyle(dayButton(el, date));
      const plain = style('2026-02-26');
      expect(style('2026-02-22').backgroundColor).to.not.equal(plain.backgroundColor);
      expect(style('2026-02-25').backgroundColor).to.equal(style('2026-02-22').backgroundColor);
      expect(style('2026-02-23').borderTopColor).to.not.equal(plain.borderTopColor);
      expect(style('2026-02-09').color).to.not.equal(plain.color); // past: GrayText
    } finally {
      await emulateMedia({ forcedColors: 'none' });
    }
  });

  it('clips no day text under the text-spacing overrides at 320 and 375 px (the Closed marker)', async () => {
    try {
      for (const width of [320, 375]) {
        await setViewport({ width, height: 800 });
        const el = await fresh('shown="1"');
        (root(el).querySelector('[part=next]') as HTMLButtonElement).click();
        await until(() => expect(dayButton(el, '2026-03-05').textContent).to.contain('Closed'));
        const remove = applyTextSpacing(root(el));
        await until(() =>
          expect(getComputedStyle(dayButton(el, '2026-03-05')).letterSpacing).to.not.equal(
            'normal',
          ),
        );
        const selector = 'button[data-date], button[data-date] > [aria-hidden]';
        expect(clippedText(root(el), selector)).to.deep.equal([]);
        remove();
      }
    } finally {
      await setViewport({ width: 1280, height: 900 });
    }
  });

  it('chooses a range: start, then a later end with the stay total; Check availability waits for the end', async () => {
    const el = await fresh();
    expect(check(el).disabled).to.equal(true);
    expect(summary(el)).to.equal('Choose your arrival date.');
    dayButton(el, '2026-02-22').click();
    await until(() => expect(summary(el)).to.contain('Now choose your departure date'));
    expect(check(el).disabled).to.equal(true);
    // Each later day shows the total for the whole stay.
    await findByShadowRole(el, 'gridcell', {
      name: 'Wednesday 25 February 2026, 3 nights, total £390',
    });
    expect(dayButton(el, '2026-02-25').textContent).to.contain('£390');
    // An earlier day moves the start.
    dayButton(el, '2026-02-21').click();
    await until(() => expect(summary(el)).to.contain('Arrival 21 February, 2026'));
    dayButton(el, '2026-02-25').click();
    await until(() => expect(check(el).disabled).to.equal(false));
    expect(summary(el)).to.equal(
      '21 February, 2026 to 25 February, 2026, 4 nights, from £510 in total.',
    );
    const arrival = dayButton(el, '2026-02-21').closest('td')!;
    expect(arrival.getAttribute('aria-selected')).to.equal('true');
    await findByShadowRole(el, 'gridcell', {
      name: 'Saturday 21 February 2026, arrival, from £120 for 1 night, 10 rooms left',
    });
    await findByShadowRole(el, 'gridcell', {
      name: 'Monday 23 February 2026, in your stay, from £120 for 1 night, 10 rooms left',
    });
    expect(dayButton(el, '2026-02-23').closest('td')!.getAttribute('aria-selected')).to.equal(
      'true',
    );
    check(el).click();
    expect(harness.searches).to.deep.equal([
      {
        nights: 4,
        adults: 2,
        children: 0,
        infants: 0,
        arrival: '2026-02-21',
        departure: '2026-02-25',
        offer: null,
      },
    ]);
    // A click with both set starts again.
    dayButton(el, '2026-03-02').click();
    await until(() => expect(check(el).disabled).to.equal(true));
    expect(summary(el)).to.contain('Arrival 2 March, 2026');
    await expectNoAxeViolations(el);
  });

  it('sets a fixed stay and says Minimum nights; package mode keeps the start day’s offer', async () => {
    const el = await fresh('package-mode');
    dayButton(el, '2026-02-14').click();
    await until(() => expect(check(el).disabled).to.equal(false));
    expect(root(el).querySelector('[part=minimum-nights]')!.textContent).to.contain(
      'Minimum nights',
    );
    expect(summary(el)).to.contain('14 February, 2026 to 17 February, 2026, 3 nights');
    check(el).click();
    expect(harness.searches[0]).to.include({ offer: 'VALENTINE', nights: 3 });
  });

  it('sets a one-night range when the next day is sold out', async () => {
    const el = await fresh();
    dayButton(el, '2026-02-18').click();
    await until(() => expect(check(el).disabled).to.equal(false));
    expect(summary(el)).to.contain('18 February, 2026 to 19 February, 2026, 1 night');
  });

  it('says why a range cannot be booked and offers the nearest one that can', async () => {
    const el = await fresh();
    dayButton(el, '2026-02-17').click();
    dayButton(el, '2026-02-21').click();
    const alert = await findByShadowRole(el, 'alert');
    expect(alert.textContent).to.contain(
      'These dates cannot be booked: The night of 19 February, 2026 is sold out.',
    );
    const nearest = await findByShadowRole(el, 'button', {
      name: 'Choose 15 February, 2026 to 19 February, 2026 instead',
    });
    nearest.click();
    await until(() =>
      expect(summary(el)).to.contain('15 February, 2026 to 19 February, 2026, 4 nights'),
    );
    expect(root(el).querySelector('[part=problem]')).to.equal(null);
    await expectNoAxeViolations(el);
  });

  it('steppers keep their ranges, carry the age notes, and nights move the end', async () => {
    const el = await fresh();
    const more = (await findByShadowRole(el, 'button', {
      name: 'Add an adult',
    })) as HTMLButtonElement;
    for (let n = 3; n <= 8; n++) {
      more.click();
      await until(
        () => expect(root(el).querySelector(`output[aria-label="Adults: ${n}"]`)).to.exist,
      );
    }
    expect(more.disabled).to.equal(true);
    expect((await findByShadowRole(el, 'group', { name: 'Adults' })).textContent).to.contain('8');
    const adults = await findByShadowRole(el, 'group', { name: 'Adults' });
    expect(adults.getAttribute('aria-describedby')).to.be.a('string');
    expect(root(el).textContent).to.contain('Includes children aged 13 and over');
    expect(root(el).textContent).to.contain('Aged 3 to 12');
    expect(root(el).textContent).to.contain('Aged 2 and under');
    const fewerChildren = await findByShadowRole(el, 'button', { name: 'Remove a child' });
    expect((fewerChildren as HTMLButtonElement).disabled).to.equal(true);
    const moreBabies = (await findByShadowRole(el, 'button', {
      name: 'Add a baby',
    })) as HTMLButtonElement;
    moreBabies.click();
    await until(() => expect(root(el).querySelector('output[aria-label="Babies: 1"]')).to.exist);
    moreBabies.click();
    await until(() => expect(moreBabies.disabled).to.equal(true));
    dayButton(el, '2026-02-22').click();
    dayButton(el, '2026-02-24').click();
    await until(() => expect(check(el).disabled).to.equal(false));
    ((await findByShadowRole(el, 'button', { name: 'Add a night' })) as HTMLButtonElement).click();
    await until(() =>
      expect(summary(el)).to.contain('22 February, 2026 to 25 February, 2026, 3 nights'),
    );
  });

  it('shows a skeleton of the same size while a month loads, and a retry when it failed', async () => {
    const el = await fresh('shown="1"');
    const month = () => root(el).querySelector<HTMLElement>('[part=month]')!;
    const readyHeight = month().getBoundingClientRect().height;
    delete harness.months['2026-02'];
    harness.rerender();
    await until(() =>
      expect(root(el).querySelector('[role=grid]')!.getAttribute('aria-busy')).to.equal('true'),
    );
    expect(root(el).querySelectorAll('.date-grid__skeleton').length).to.be.greaterThan(20);
    expect(month().getBoundingClientRect().height).to.equal(readyHeight);
    expect(dayButton(el, '2026-02-11').getAttribute('aria-disabled')).to.equal('true');
    await findByShadowRole(el, 'gridcell', { name: 'Wednesday 11 February 2026, prices loading' });
    harness.months['2026-02'] = { state: 'failed', message: 'offline' };
    harness.rerender();
    const alert = await findByShadowRole(el, 'alert');
    expect(alert.textContent).to.contain('We could not load the prices for February 2026.');
    expect(root(el).querySelector('button[data-date]')).to.equal(null);
    expect(Math.abs(month().getBoundingClientRect().height - readyHeight)).to.be.lessThan(2);
    (await findByShadowRole(el, 'button', { name: 'Try again to load February 2026' })).click();
    expect(harness.retries).to.deep.equal(['2026-02']);
    await expectNoAxeViolations(el);
  });
});
