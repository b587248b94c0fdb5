import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { pinToday } from '../../src/core/clock';
import type { StayHandoffDetail } from '../../src/core/events';
import { addDays } from '../../src/domain/calendar/calendar-day';
import { stayMonth } from '../../src/stores/stay-prices';
import { expectNoAxeViolations, frames, mount, until } from '../../tests/browser/helpers';
import '../stay-calendar/ik-stay-calendar.element';

// The element against the real sandbox (prices from POST /api/cached/calendar and the live
// pricing stand-in), with today pinned so the specification's dates apply.
const root = (el: HTMLElement) => el.shadowRoot!;
const day = (el: HTMLElement, date: string) =>
  root(el).querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
const nameOf = (button: HTMLElement | null) =>
  button?.querySelector('.ik-visually-hidden')?.textContent ?? '';
const check = (el: HTMLElement) => root(el).querySelector<HTMLButtonElement>('[part=check]')!;
const grids = (el: HTMLElement) => root(el).querySelectorAll('[role=grid]');

/** What the calendar shows, for a failure's message: its months and any month's error. */
const shows = (el: HTMLElement) =>
  [...root(el).querySelectorAll('[part=month]')]
    .map(
      (m) =>
        m.textContent!.slice(0, 60) + (m.querySelector('[part=month-error]')?.textContent ?? ''),
    )
    .join(' | ');

/**
 * `count` months shown, their prices in. A month's prices come from the sandbox (with the HTTP
 * client's own chunk first), which shares two cores with the whole of `npm test`: twice in such
 * runs a month took longer than 4 s (2026-11-28), so the waits take `until`'s one bound.
 */
async function loaded(el: HTMLElement, count: number) {
  await until(() => expect(grids(el).length, shows(el)).to.equal(count));
  await until(() => expect(root(el).querySelectorAll('[aria-busy="true"]')).to.have.length(0));
}

/** Choose the first plain arrival from `from` and the first bookable departure after it. */
async function chooseStay(el: HTMLElement, from: string) {
  let arrival = from;
  for (let i = 0; !/rooms? left$/.test(nameOf(day(el, arrival))); i++) {
    if (i > 40) throw new Error(`no plain arrival from ${from}`);
    arrival = addDays(arrival, 1);
  }
  day(el, arrival)!.click();
  await until(() => expect(nameOf(day(el, addDays(arrival, 1)))).to.match(/1 night/));
  expect(check(el).disabled).to.equal(true);
  let departure = addDays(arrival, 2);
  for (let i = 0; !/total £\d+$/.test(nameOf(day(el, departure))); i++) {
    if (i > 10) throw new Error(`no departure after ${arrival}`);
    departure = addDays(departure, 1);
  }
  day(el, departure)!.click();
  await until(() => expect(check(el).disabled).to.equal(false));
  return { arrival, departure };
}

/** Press Check availability, cancelling the hand-off; returns its detail. */
async function handOff(el: HTMLElement): Promise<StayHandoffDetail> {
  let detail: StayHandoffDetail | undefined;
  const listener = (event: Event) => {
    event.preventDefault();
    detail = (event as CustomEvent<StayHandoffDetail>).detail;
  };
  document.addEventListener('ik-before-handoff', listener);
  check(el).click();
  document.removeEventListener('ik-before-handoff', listener);
  return until(() => detail);
}

/** The page's hand-off speculation (issue 35 §3), if any. */
const speculation = () => document.head.querySelector<HTMLScriptElement>('[data-ik-handoff]');

describe('<ik-stay-calendar>', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    speculation()?.remove();
    pinToday();
  });

  it('shows one month under 768 px wide and two from 768 px', async () => {
    pinToday('2025-12-01');
    // Months on screen, whether their prices came or not: a month's prices are other tests'
    // business, and once (2026-11-29, a full npm test on a loaded machine) December's did not
    // come, so its grid was missing though the calendar showed two months.
    const months = async (el: HTMLElement, count: number) => {
      await until(() =>
        expect(root(el).querySelectorAll('[part=month]'), shows(el)).to.have.length(count),
      );
    };
    await setViewport({ width: 600, height: 900 });
    const el = mount('<ik-stay-calendar venue="lake"></ik-stay-calendar>');
    await months(el, 1);
    await setViewport({ width: 1024, height: 900 });
    await months(el, 2);
    await setViewport({ width: 767, height: 900 });
    await months(el, 1);
    // An editor may fix the number of months.
    const fixed = mount('<ik-stay-calendar venue="lake" months="2"></ik-stay-calendar>');
    await months(fixed, 2);
    await setViewport({ width: 1280, height: 900 });
  });

  it('names each day with its date and price, moves with the date-grid keys, and passes axe', async () => {
    pinToday('2025-12-01');
    const el = mount('<ik-stay-calendar venue="lake" months="2"></ik-stay-calendar>');
    await loaded(el, 2);
    expect(nameOf(day(el, '2025-12-01')), shows(el)).to.match(/^Monday 1 December 2025, /);
    expect(nameOf(day(el, '2025-12-02'))).to.match(/^Tuesday 2 December 2025, /);
    const tabbable = root(el).querySelectorAll('button[data-date][tabindex="0"]');
    expect([...tabbable].map((b) => (b as HTMLElement).dataset.date)).to.deep.equal(['2025-12-01']);
    day(el, '2025-12-01')!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() =>
      expect((root(el).activeElement as HTMLElement).dataset.date).to.equal('2025-12-08'),
    );
    await sendKeys({ press: 'PageDown' });
    await until(() =>
      expect((root(el).activeElement as HTMLElement).dataset.date).to.equal('2026-01-08'),
    );
    await expectNoAxeViolations(el);
  });

  it('hands a lake stay before the cut-over to the booking engine in this tab, with analytics', async () => {
    pinToday('2025-12-01');
    window.dataLayer = [];
    const analytics: unknown[] = [];
    document.addEventListener('ik-analytics', (e) => analytics.push((e as CustomEvent).detail), {
      once: true,
    });
    const el = mount(
      '<ik-stay-calendar venue="lake" months="2" promo="WINTER" location="lake"></ik-stay-calendar>',
    );
    await loaded(el, 2);
    const { arrival, departure } = await chooseStay(el, '2025-12-02');
    const nights = Math.round((Date.parse(departure) - Date.parse(arrival)) / 86_400_000);
    // The complete range prerenders Book your Stay for it, counting nothing yet.
    const book = `${location.origin}/the-lake/book/stay/${arrival}/${nights}/2/0/0/lake?promo=WINTER`;
    const rules = await until(() => speculation());
    expect(rules.type).to.equal('speculationrules');
    expect(JSON.parse(rules.textContent!)).to.deep.equal({
      prerender: [{ source: 'list', urls: [book], eagerness: 'immediate' }],
    });
    expect(analytics).to.have.length(0);
    const detail = await handOff(el);
    expect(detail).to.deep.include({
      url: `/the-lake/book/stay/${arrival}/${nights}/2/0/0/lake?promo=WINTER`,
      target: '_self',
      external: false,
      arrival,
      departure,
      nights,
    });
    expect(detail.guests).to.deep.equal({ adults: 2, children: 0, infants: 0 });
    expect(location.pathname).not.to.contain('/the-lake/book');
    const search = window.dataLayer.find((e) => (e as { event?: string }).event === 'search');
    expect(search).to.deep.include({
      event: 'search',
      arrival_date: arrival,
      promo_code: 'WINTER',
    });
    expect(analytics[0]).to.deep.equal(search);
  });

  it('opens the external engine in a new tab for a lake arrival after the cut-over', async () => {
    pinToday('2026-01-05');
    const el = mount('<ik-stay-calendar venue="lake" months="2"></ik-stay-calendar>');
    await loaded(el, 2);
    const { arrival, departure } = await chooseStay(el, '2026-01-13');
    expect(speculation(), 'a new tab is never prerendered').to.equal(null);
    const detail = await handOff(el);
    expect(detail).to.deep.include({
      url: `/sandbox/external-booking/booking/offers/innkit/the-lake/${arrival}/${departure}`,
      target: '_blank',
      external: true,
    });
    const page = await fetch(detail.url);
    expect(page.status).to.equal(200);
  });

  it('sends the seaside hotel to the external engine in this tab', async () => {
    pinToday('2025-12-01');
    const el = mount('<ik-stay-calendar venue="seaside" months="1"></ik-stay-calendar>');
    await loaded(el, 1);
    const { arrival, departure } = await chooseStay(el, '2025-12-02');
    const detail = await handOff(el);
    expect(detail).to.deep.include({
      url: `/sandbox/external-booking/booking/offers/innkit/seaside/${arrival}/${departure}`,
      target: '_self',
      external: true,
    });
  });

  it('asks once per month however many calendars the page holds; no pulsing skeleton under reduced motion', async () => {
    pinToday('2025-12-01');
    await emulateMedia({ reducedMotion: 'reduce' });
    // Every price request the page starts (ky asks window.fetch at each call).
    const realFetch = window.fetch;
    let apiCalls = 0;
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/api/')) apiCalls += 1;
      return realFetch(input, init);
    };
    try {
      const tag = '<ik-stay-calendar venue="seaside" months="1" promo="TWINS"></ik-stay-calendar>';
      const first = mount(tag);
      const skeleton = await until(() => first.shadowRoot!.querySelector('.date-grid__skeleton'));
      expect(getComputedStyle(skeleton).animationName).to.equal('none');
      await emulateMedia({ reducedMotion: 'no-preference' });
      await loaded(first, 1);
      // The month shown and the next two are asked for: wait until all three have arrived.
      const query = { venue: 'seaside', promo: 'TWINS' } as const;
      const months = ['2025-12', '2026-01', '2026-02'];
      await until(() =>
        expect(months.map((m) => stayMonth(query, m).get().state)).not.to.include('loading'),
      );
      const asked = apiCalls;
      expect(asked).to.be.greaterThan(0);
      const second = mount(tag);
      await loaded(second, 1);
      // Its effects (where it asks for months) have had their frames.
      await frames();
      // The second calendar shows the same months from the page's cache: no request of its own.
      expect(apiCalls).to.equal(asked);
      expect(nameOf(day(second, '2025-12-02'))).to.equal(nameOf(day(first, '2025-12-02')));
    } finally {
      window.fetch = realFetch;
    }
  });

  it('shows a failed month with Try again (never as sold out), and loads it on retry', async () => {
    pinToday('2025-12-01');
    const realFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return url.includes('/api/')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : realFetch(input, init);
    };
    try {
      const el = mount(
        '<ik-stay-calendar venue="inn" months="1" promo="RETRY-TEST"></ik-stay-calendar>',
      );
      const alert = await until(() => root(el).querySelector('[part=month-error]'));
      expect(alert.getAttribute('role')).to.equal('alert');
      expect(alert.textContent).to.contain('We could not load the prices for December 2025.');
      expect(day(el, '2025-12-02')).to.equal(null);
      await expectNoAxeViolations(el);
      window.fetch = realFetch;
      (await findByShadowRole(el, 'button', { name: 'Try again to load December 2025' })).click();
      await loaded(el, 1);
      expect(nameOf(day(el, '2025-12-02'))).to.match(
        /from £\d+ for \d+ nights?|Sold out|Closed|No rooms/,
      );
    } finally {
      window.fetch = realFetch;
    }
  });

  it('asks again for a month that failed while loaded ahead, once it comes on screen', async () => {
    pinToday('2025-12-01');
    const realFetch = window.fetch;
    let failing = true;
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return failing && url.includes('/api/')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : realFetch(input, init);
    };
    try {
      // December on screen, January and February loaded ahead: all three fail.
      const el = mount(
        '<ik-stay-calendar venue="inn" months="1" promo="AHEAD-TEST"></ik-stay-calendar>',
      );
      await until(() => root(el).querySelector('[part=month-error]'));
      const january = stayMonth({ venue: 'inn', promo: 'AHEAD-TEST' }, '2026-01');
      await until(() => expect(january.get().state).to.equal('failed'));
      failing = false;
      (await findByShadowRole(el, 'button', { name: /^Next month/ })).click();
      // January comes on screen with its prices, without Try again being pressed.
      await loaded(el, 1);
      expect(nameOf(day(el, '2026-01-06')), shows(el)).to.match(/^Tuesday 6 January 2026, /);
      expect(root(el).querySelector('[part=month-error]')).to.equal(null);
    } finally {
      window.fetch = realFetch;
    }
  });

  it('searches once per click burst: a double click records one search', async () => {
    pinToday('2025-12-01');
    window.dataLayer = [];
    const el = mount('<ik-stay-calendar venue="lake" months="2"></ik-stay-calendar>');
    await loaded(el, 2);
    await chooseStay(el, '2025-12-02');
    let handoffs = 0;
    const listener = (event: Event) => {
      event.preventDefault();
      handoffs++;
    };
    document.addEventListener('ik-before-handoff', listener);
    try {
      check(el).dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
      check(el).dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 2 }));
      await until(() => expect(handoffs).to.equal(1));
      const searches = window.dataLayer.filter((e) => (e as { event?: string }).event === 'search');
      expect(searches).to.have.length(1);
    } finally {
      document.removeEventListener('ik-before-handoff', listener);
    }
  });

  it('disables Check availability, saying why, while the calendar says the dates cannot be booked', async () => {
    pinToday('2025-12-01');
    const el = mount('<ik-stay-calendar venue="lake" months="2"></ik-stay-calendar>');
    await loaded(el, 2);
    const { arrival } = await chooseStay(el, '2025-12-02');
    await until(() => speculation());
    day(el, arrival)!.click();
    await until(() => expect(nameOf(day(el, addDays(arrival, 1)))).to.match(/1 night/));
    // The first departure the calendar says cannot be booked (a night sold out, too long …).
    let departure = addDays(arrival, 1);
    for (let i = 0; /total £[\d,]+$/.test(nameOf(day(el, departure))); i++) {
      if (i > 40) throw new Error(`no unbookable departure after ${arrival}`);
      departure = addDays(departure, 1);
    }
    day(el, departure)!.click();
    const problem = await until(() => root(el).querySelector('[part=problem] p'));
    expect(check(el).disabled).to.equal(true);
    expect(check(el).getAttribute('aria-describedby')).to.equal(problem.id);
    expect(problem.textContent).to.match(/^These dates cannot be booked: /);
    // Nothing is prerendered for dates that cannot be booked.
    await until(() => expect(speculation()).to.equal(null));
    await expectNoAxeViolations(el);
  });

  it('finds the dates and guests again after Back from a same-tab hand-off', async () => {
    pinToday('2025-12-01');
    const first = mount('<ik-stay-calendar venue="lake" months="2"></ik-stay-calendar>');
    await loaded(first, 2);
    (await findByShadowRole(first, 'button', { name: 'Add an adult' })).click();
    await findByShadowRole(first, 'status', { name: 'Adults: 3' });
    const { arrival, departure } = await chooseStay(first, '2025-12-02');
    const detail = await handOff(first);
    expect(detail.guests.adults).to.equal(3);
    // Back: the page is built again and its calendar reads the search from history.
    document.body.innerHTML = '';
    const again = mount('<ik-stay-calendar venue="lake" months="2"></ik-stay-calendar>');
    await loaded(again, 2);
    await until(() => expect(nameOf(day(again, arrival))).to.contain('arrival'));
    expect(nameOf(day(again, departure))).to.contain('departure');
    await findByShadowRole(again, 'status', { name: 'Adults: 3' });
    window.history.replaceState(null, '');
  });
});
