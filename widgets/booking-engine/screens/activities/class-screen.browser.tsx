import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { resetConfig } from '../../../../src/core/config';
import { pinNow, today } from '../../../../src/core/clock';
import { laterBookingsText } from '../../../../src/domain/activities/later-bookings-text';
import { addDays } from '../../../../src/domain/calendar/calendar-day';
import { dayName } from '../../../../src/domain/calendar/day-name';
import { formatDate } from '../../../../src/domain/format/format-date';
import type { SpaClass } from '../../../../src/schemas/activities';
import { renewSession } from '../../../../src/stores';
import { $bulk, $classes } from '../../../../src/stores/engine/activities';
import { expectNoAxeViolations, until } from '../../../../tests/browser/helpers';
import {
  BASE,
  focused,
  headingOf,
  mountEngine,
  restoreUrl,
  shadow,
} from '../../engine-test-helpers';
import {
  cardOf,
  chosenIn,
  chooseDay,
  dayButton,
  findSession,
  gate,
  interceptRs,
  mySessions,
  refusal,
  sessionCards,
  timeOf,
  showMonthOf,
} from './activity-test-helpers';
import { sessionName } from './session-words';

// The sandbox's today is the real one: sessions from a few days ahead, one of them closed.
const TODAY = today();
const FROM = addDays(TODAY, 3);
const CLOSED = addDays(TODAY, 4);
const LAST_SWIM = addDays(TODAY, 9);
resetConfig({
  activities: { closedDates: [CLOSED], bulkDelayMs: 0, wildSwimmingLastDate: LAST_SWIM },
});

const isSauna = (places: (n: number) => boolean) => (s: SpaClass) =>
  s.ItemName === 'Fellside sauna' && places(s.AvailSlots);
const buttonIn = (root: ParentNode, text: RegExp) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
    text.test(b.textContent ?? ''),
  ) ?? null;
const drawer = (engine: HTMLElement) =>
  shadow(engine).querySelector<HTMLDialogElement>('dialog[open]');

describe('the activity class screen (fellside sauna, wild swimming)', () => {
  let engine: HTMLElement;
  let undo = () => {};

  beforeEach(async () => {
    await renewSession();
  });

  afterEach(() => {
    pinNow();
    undo();
    undo = () => {};
    engine?.remove();
    restoreUrl();
  });

  it('shows Back a step, the sauna’s words, an empty panel, and a closed day disabled with its reason', async () => {
    engine = mountEngine(`${BASE}/activities/fellside-sauna`);
    await headingOf(engine, 'Fellside sauna');
    const back = shadow(engine).querySelector<HTMLAnchorElement>('[part=back]')!;
    expect(back.textContent).to.contain('Back a step');
    expect(back.getAttribute('href')).to.equal(`${BASE}/activities`);
    const text = shadow(engine).textContent!;
    expect(text).to.contain('open to all');
    expect(text).to.contain('add one place per person');
    expect(text).to.contain('Minimum age 16.');
    expect(shadow(engine).querySelector('[part=my-sessions]')!.textContent).to.contain(
      'No session added.',
    );
    await showMonthOf(engine, CLOSED);
    const closed = await until(() => {
      const b = dayButton(engine, CLOSED)!;
      expect(b.getAttribute('data-reason')).to.equal('closed');
      return b;
    });
    expect(closed.getAttribute('aria-disabled')).to.equal('true');
    await findByShadowRole(engine, 'gridcell', { name: `${dayName(CLOSED)}, Closed on this date` });
    closed.click();
    expect(closed.closest('td')!.getAttribute('aria-selected')).to.equal('false');
    expect(shadow(engine).textContent).to.contain('Please select a date.');
    await expectNoAxeViolations(engine);
  });

  it('keeps a closed day\'s "Closed" on one line on a 320 px phone (issue 38: it broke as "Close d")', async () => {
    await setViewport({ width: 320, height: 800 });
    try {
      engine = mountEngine(`${BASE}/activities/fellside-sauna`);
      // The content column of a 320 px phone and a wide body face, as the inn's fallback.
      engine.style.cssText = 'display: block; width: 272px; font: 16px "DejaVu Sans", sans-serif';
      await headingOf(engine, 'Fellside sauna');
      await showMonthOf(engine, CLOSED);
      const marker = await until(() =>
        dayButton(engine, CLOSED)?.querySelector<HTMLElement>('.date-grid__marker'),
      );
      expect(marker.textContent).to.equal('Closed');
      const size = parseFloat(getComputedStyle(marker).fontSize);
      expect(marker.getBoundingClientRect().height / size, 'its lines').to.be.below(1.6);
      expect(size, 'still readable').to.be.at.least(8);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('names an open day by its lowest price and places left, as its session cards show them', async () => {
    const session = await findSession(
      '103',
      FROM,
      isSauna((n) => n > 0),
      [CLOSED],
    );
    const day = session.StartTime.slice(0, 10);
    engine = mountEngine(`${BASE}/activities/fellside-sauna`);
    await headingOf(engine, 'Fellside sauna');
    await chooseDay(engine, day);
    await until(() => cardOf(engine, session));
    // Every time of every card: its places (the grid's notes, or the one time's line) and
    // the card's price.
    const open = sessionCards(engine)
      .flatMap((card) => {
        const price = Number(
          card.querySelector('[part=price-now]')!.textContent!.replace(/[£,]/g, ''),
        );
        const notes = [...card.querySelectorAll('[part=time-note]')].map((n) => n.textContent!);
        const said = notes.length ? notes : [chosenIn(card)!];
        return said.map((note) => ({
          places: Number(/(\d+) places? left/.exec(note)?.[1] ?? 0),
          price,
        }));
      })
      .filter((time) => time.places > 0);
    const places = open.reduce((sum, time) => sum + time.places, 0);
    const from = Math.min(...open.map((time) => time.price)).toFixed(2);
    const left = places === 1 ? '1 place left' : `${places} places left`;
    const name = `${dayName(day)}, chosen, from £${from}, ${left}`;
    const cell = await findByShadowRole(engine, 'gridcell', { name });
    expect(cell.querySelector('button')!.dataset.date).to.equal(day);
    await findByShadowRole(engine, 'button', { name });
  });

  it('adds a session with exactly one place left by its Add button, and Remove gives it back', async () => {
    const session = await findSession(
      '103',
      FROM,
      isSauna((n) => n === 1),
      [CLOSED],
    );
    engine = mountEngine(`${BASE}/activities/fellside-sauna`);
    await headingOf(engine, 'Fellside sauna');
    await chooseDay(engine, session.StartTime.slice(0, 10));
    const card = await until(() => cardOf(engine, session));
    expect(card.textContent).to.contain('1 place left');
    expect(card.textContent).to.contain('60 minutes');
    expect(card.textContent).to.contain('£20.00');
    expect(buttonIn(card, /^More/)).to.equal(null);
    buttonIn(card, /^Add/)!.click();
    await until(() => expect(mySessions(engine)).to.have.length(1));
    expect(mySessions(engine)[0]!.textContent).to.contain('Fellside sauna');
    // Its time is now full, said in words, and no button adds it.
    await until(() =>
      expect(timeOf(cardOf(engine, session), session)?.disabled ?? true).to.equal(true),
    );
    expect(cardOf(engine, session).textContent).to.contain('Fully booked');
    expect(buttonIn(cardOf(engine, session), new RegExp(sessionName(session)))).to.equal(null);
    const bookNow = shadow(engine).querySelector<HTMLAnchorElement>('[part=book-now]')!;
    expect(bookNow.getAttribute('href')).to.equal(`${BASE}/cart`);
    buttonIn(mySessions(engine)[0]!, /^Remove/)!.click();
    await until(() =>
      expect(shadow(engine).querySelector('[part=my-sessions]')!.textContent).to.contain(
        'No session added.',
      ),
    );
    await until(() => expect(cardOf(engine, session).textContent).to.contain('1 place left'));
    await expectNoAxeViolations(engine);
  });

  it('opens the places drawer by keyboard: a stepper from 0 to the places left, Add to cart off at 0, focus back on close', async () => {
    const session = await findSession(
      '103',
      FROM,
      isSauna((n) => n >= 2),
      [CLOSED],
    );
    engine = mountEngine(`${BASE}/activities/fellside-sauna`);
    await headingOf(engine, 'Fellside sauna');
    await chooseDay(engine, session.StartTime.slice(0, 10));
    const more = await until(() => buttonIn(cardOf(engine, session), /^More/));
    more.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await until(() => drawer(engine));
    expect(dialog.getAttribute('aria-label')).to.contain('Fellside sauna');
    const add = buttonIn(dialog, /^Add to cart/)!;
    expect(add.getAttribute('aria-disabled')).to.equal('true');
    const plus = buttonIn(dialog, /Add a place/)!;
    const minus = buttonIn(dialog, /Remove a place/)!;
    expect(minus.disabled).to.equal(true);
    for (let n = 0; n < session.AvailSlots; n += 1) {
      plus.focus();
      await sendKeys({ press: 'Enter' });
    }
    await until(() => expect(plus.disabled).to.equal(true));
    expect(dialog.querySelector('output')!.textContent).to.equal(String(session.AvailSlots));
    expect(add.getAttribute('aria-disabled')).to.equal(null);
    await expectNoAxeViolations(engine);
    await sendKeys({ press: 'Escape' });
    await until(() => expect(drawer(engine)).to.equal(null));
    await until(() => expect(focused()).to.equal(more));
  });

  it('adds several places one request at a time with progress, and Stop keeps those added', async () => {
    const session = await findSession(
      '103',
      FROM,
      isSauna((n) => n >= 3),
      [CLOSED],
    );
    const second = gate();
    let bookings = 0;
    undo = interceptRs((method) =>
      method === 'CreateClassBooking' && ++bookings === 2 ? second.wait : null,
    );
    engine = mountEngine(`${BASE}/activities/fellside-sauna`);
    await headingOf(engine, 'Fellside sauna');
    await chooseDay(engine, session.StartTime.slice(0, 10));
    buttonIn(await until(() => cardOf(engine, session)), /^More/)!.click();
    const dialog = await until(() => drawer(engine));
    for (let n = 0; n < 3; n += 1) buttonIn(dialog, /Add a place/)!.click();
    await until(() => expect(dialog.querySelector('output')!.textContent).to.equal('3'));
    buttonIn(dialog, /^Add to cart/)!.click();
    const progress = await until(() => {
      const found = dialog.querySelector('[part=bulk-status]');
      expect(found, `${JSON.stringify($bulk.get())} ${dialog.textContent}`).not.to.equal(null);
      return found;
    });
    await until(() => expect(progress.textContent).to.contain('Adding place 2 of 3'));
    buttonIn(dialog, /^Stop$/)!.click();
    second.release();
    await until(() =>
      expect(dialog.querySelector('[part=bulk-outcome]')?.textContent).to.contain(
        'Stopped. 2 places of 3 added to your cart.',
      ),
    );
    // Stop has gone: focus is on the outcome, not lost to the page.
    await until(() => expect(focused()).to.equal(dialog.querySelector('[part=bulk-outcome]')));
    await until(() => expect(mySessions(engine)).to.have.length(2));
    expect(bookings).to.equal(2);
  });

  it('says exactly how many places were added when one fails part-way, and keeps them', async () => {
    const session = await findSession(
      '103',
      FROM,
      isSauna((n) => n >= 4),
      [CLOSED],
    );
    let bookings = 0;
    undo = interceptRs((method) =>
      method === 'CreateClassBooking' && ++bookings === 2
        ? refusal('Sorry, that session is now full. Please choose another time.')
        : null,
    );
    engine = mountEngine(`${BASE}/activities/fellside-sauna`);
    await headingOf(engine, 'Fellside sauna');
    await chooseDay(engine, session.StartTime.slice(0, 10));
    buttonIn(await until(() => cardOf(engine, session)), /^More/)!.click();
    const dialog = await until(() => drawer(engine));
    for (let n = 0; n < 4; n += 1) buttonIn(dialog, /Add a place/)!.click();
    await until(() => expect(dialog.querySelector('output')!.textContent).to.equal('4'));
    buttonIn(dialog, /^Add to cart/)!.click();
    const outcome = await until(() => {
      const found = dialog.querySelector('[part=bulk-outcome]');
      expect(found, `${JSON.stringify($bulk.get())} ${dialog.textContent}`).not.to.equal(null);
      return found;
    });
    expect(outcome.getAttribute('role')).to.equal('alert');
    expect(outcome.textContent).to.contain(
      '1 place of 4 added to your cart. Sorry, that session is now full. Please choose another time.',
    );
    // "Add to cart" is dimmed again (nothing chosen): the outcome has focus, to be read.
    await until(() => expect(focused()).to.equal(outcome));
    await until(() => expect(mySessions(engine)).to.have.length(1));
    expect(bookings).to.equal(2);
    await expectNoAxeViolations(engine);
  });

  it('says in words while loading, when loading failed (with Try again), and when there is nothing', async () => {
    const listing = gate();
    let calls = 0;
    undo = interceptRs((method) => {
      if (method !== 'FetchSpaClasses') return null;
      calls += 1;
      if (calls === 1) return listing.wait.then(() => new Response('{}', { status: 500 }));
      return Promise.resolve(
        new Response(JSON.stringify({ Result: { value: 'SUCCESS' }, DailySpaClasses: [] }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    });
    engine = mountEngine(`${BASE}/special-events`);
    await headingOf(engine, 'Special events');
    const block = await until(() => shadow(engine).querySelector<HTMLElement>('[part=sessions]'));
    expect(block.dataset.state).to.equal('loading');
    expect(block.textContent).to.contain('Loading events...');
    const days = [...shadow(engine).querySelectorAll('button[data-date]')];
    expect(days.map((d) => d.getAttribute('aria-disabled'))).to.include.members(['true']);
    expect(days.every((d) => d.getAttribute('aria-disabled') === 'true')).to.equal(true);
    listing.release();
    await until(() => expect(block.dataset.state).to.equal('failed'));
    expect(block.querySelector('[role=alert]')!.textContent).to.match(/try again/i);
    await expectNoAxeViolations(engine);
    buttonIn(block, /^Try again$/)!.click();
    await until(() => expect(block.dataset.state).to.equal('empty'));
    expect(block.textContent).to.contain('Sorry. No events are currently available.');
    expect(sessionCards(engine)).to.have.length(0);
  });

  it('lists only wild swimming up to its last date, and says when later dates open', async () => {
    engine = mountEngine(`${BASE}/activities/wild-swimming`);
    await headingOf(engine, 'Wild swimming');
    expect(shadow(engine).textContent).to.contain(laterBookingsText(LAST_SWIM));
    const after = addDays(LAST_SWIM, 1);
    await showMonthOf(engine, after);
    const late = await until(() => {
      const b = dayButton(engine, after)!;
      expect(b.getAttribute('data-reason')).to.equal('after-last-date');
      return b;
    });
    expect(late.getAttribute('aria-disabled')).to.equal('true');
    await findByShadowRole(engine, 'gridcell', { name: `${dayName(after)}, Not yet bookable` });
    const swim = await findSession('103', FROM, (s) => s.ItemName === 'Wild swimming', [CLOSED]);
    const day = swim.StartTime.slice(0, 10);
    restoreUrl();
    engine.remove();
    engine = mountEngine(`${BASE}/activities/wild-swimming`);
    await headingOf(engine, 'Wild swimming');
    await chooseDay(engine, day);
    await until(() => expect(sessionCards(engine).length).to.be.greaterThan(0));
    for (const card of sessionCards(engine)) {
      expect(card.querySelector('h3')!.textContent).to.contain('Wild swimming');
      expect(card.textContent).to.contain('Minimum age 12.');
      expect(card.textContent).to.contain('45 minutes');
    }
    await expectNoAxeViolations(engine);
  });

  it('offers no started time of today, saying so, and adds the later one', async () => {
    const swim = await findSession('103', FROM, (s) => s.ItemName === 'Wild swimming', [CLOSED]);
    // Today's sessions: one at midnight, one at 23:59; now pinned to midday, so the first has
    // started and the second not, whatever the minute the test runs.
    pinNow(Date.parse(`${TODAY}T12:00:00Z`));
    const at = (time: string, id: string) => ({
      ...swim,
      SpaClassId: id,
      StartTime: `${TODAY}T${time}:00`,
      EndTime: `${TODAY}T${time}:00`,
      AvailSlots: 4,
    });
    const listing = { Date: TODAY, SpaClass: [at('00:00', '990001'), at('23:59', '990002')] };
    undo = interceptRs((method) =>
      method === 'FetchSpaClasses'
        ? new Response(
            JSON.stringify({ Result: { value: 'SUCCESS' }, DailySpaClasses: [listing] }),
            { headers: { 'Content-Type': 'application/json' } },
          )
        : null,
    );
    // Forget the month another test listed, so that the screen asks again.
    $classes.set({ status: 'idle' });
    engine = mountEngine(`${BASE}/activities/wild-swimming`);
    await headingOf(engine, 'Wild swimming');
    await chooseDay(engine, TODAY);
    // One card, two times: the started one said so and not choosable, the later one chosen.
    await until(() => expect(sessionCards(engine)).to.have.length(1));
    const [card] = sessionCards(engine);
    const [started, later] = [...card!.querySelectorAll<HTMLElement>('[part~=time]')];
    expect(started!.textContent).to.equal('00:00Started');
    expect(started!.querySelector('input')!.disabled).to.equal(true);
    expect(later!.querySelector('input')!.checked).to.equal(true);
    const adds = [...card!.querySelectorAll('[part=add]')];
    expect(adds.map((b) => b.textContent)).to.deep.equal([
      `Add: ${swim.ItemName}, ${formatDate(TODAY)} at 23:59`,
    ]);
    expect(card!.querySelector('[part=session-started]')).to.equal(null);
    await expectNoAxeViolations(engine);
  });

  it('greys out today when every one of its sessions has started, saying so', async () => {
    const swim = await findSession('103', FROM, (s) => s.ItemName === 'Wild swimming', [CLOSED]);
    const listing = {
      Date: TODAY,
      SpaClass: [{ ...swim, SpaClassId: '990003', StartTime: `${TODAY}T00:00:00`, AvailSlots: 4 }],
    };
    undo = interceptRs((method) =>
      method === 'FetchSpaClasses'
        ? new Response(
            JSON.stringify({ Result: { value: 'SUCCESS' }, DailySpaClasses: [listing] }),
            { headers: { 'Content-Type': 'application/json' } },
          )
        : null,
    );
    $classes.set({ status: 'idle' });
    engine = mountEngine(`${BASE}/activities/wild-swimming`);
    await headingOf(engine, 'Wild swimming');
    await showMonthOf(engine, TODAY);
    const day = await until(() => {
      const b = dayButton(engine, TODAY)!;
      expect(b.getAttribute('data-reason')).to.equal('started');
      return b;
    });
    expect(day.getAttribute('aria-disabled')).to.equal('true');
    await findByShadowRole(engine, 'gridcell', {
      name: `${dayName(TODAY)}, Every session on this date has started`,
    });
  });
});
