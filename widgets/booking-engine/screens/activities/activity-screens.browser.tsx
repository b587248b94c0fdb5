import { expect } from 'chai';
import { pinToday } from '../../../../src/core/clock';
import { resetConfig } from '../../../../src/core/config';
import { renewSession } from '../../../../src/stores';
import { expectNoAxeViolations, until } from '../../../../tests/browser/helpers';
import { BASE, headingOf, mountEngine, restoreUrl, shadow } from '../../engine-test-helpers';
import {
  chooseDay,
  chosenIn,
  dayButton,
  mySessions,
  photoOf,
  sessionCards,
} from './activity-test-helpers';

// Today pinned (the page and the sandbox) so the specification's own dates apply: the ice
// skating season from 17 November 2025, its off-peak days, the workshop on 18 October 2025.
const buttonIn = (root: ParentNode, text: RegExp) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
    text.test(b.textContent ?? ''),
  ) ?? null;
const drawer = (engine: HTMLElement) =>
  shadow(engine).querySelector<HTMLDialogElement>('dialog[open]');
/** Each service card as "HH:mm Name": its chosen time (the first still open) and its name. */
const titles = (engine: HTMLElement) =>
  sessionCards(engine).map((c) =>
    `${(chosenIn(c) ?? '').slice(0, 5)} ${c.querySelector('h3')!.textContent}`.trim(),
  );
const stepperLabels = (root: ParentNode) =>
  [...root.querySelectorAll('.stepper__label')].map((l) => l.textContent);

/** Open the tickets drawer of the first session that has one; its stepper labels. */
async function ticketsOfFirst(engine: HTMLElement): Promise<HTMLDialogElement> {
  const button = await until(() =>
    sessionCards(engine)
      .map((c) => buttonIn(c, /^Choose tickets/))
      .find(Boolean),
  );
  button.click();
  const dialog = await until(() => drawer(engine));
  await until(() => expect(stepperLabels(dialog).length).to.be.greaterThan(0));
  return dialog;
}

async function closeDrawer(engine: HTMLElement, dialog: HTMLDialogElement) {
  dialog.querySelector<HTMLButtonElement>('[part=close]')!.click();
  await until(() => expect(drawer(engine)).to.equal(null));
}

describe('the activity screens', () => {
  let engine: HTMLElement;

  beforeEach(async () => {
    resetConfig({ activities: { bulkDelayMs: 0 } });
    await renewSession();
  });

  afterEach(() => {
    pinToday();
    resetConfig();
    engine?.remove();
    restoreUrl();
  });

  it('hub: a card per activity, the external ones leaving the engine, and Back a step', async () => {
    resetConfig({ activities: { endlessPoolUrl: 'javascript:alert(1)' } });
    engine = mountEngine(`${BASE}/activities`);
    await headingOf(engine, 'Activities');
    const links = Object.fromEntries(
      [...shadow(engine).querySelectorAll<HTMLAnchorElement>('[part~=hub-card] a')].map((a) => [
        a.textContent!.replace(/^Book now: /, ''),
        [a.getAttribute('href'), a.getAttribute('rel')],
      ]),
    );
    expect(links).to.deep.equal({
      'Paddle sports and archery': ['/the-lake/active/book', 'external'],
      'Wild swimming': [`${BASE}/activities/wild-swimming`, null],
      'Fellside sauna': [`${BASE}/activities/fellside-sauna`, null],
      // A refused address in the config: the default stays.
      'Endless pool': ['/the-lake/endless-pool', 'external'],
      'Creative wellness workshop': [`${BASE}/activities/events/2025-10-18`, null],
    });
    expect(shadow(engine).querySelector('[part=back]')!.getAttribute('href')).to.equal(BASE);
    await expectNoAxeViolations(engine);
    shadow(engine)
      .querySelector<HTMLAnchorElement>(`a[href="${BASE}/activities/fellside-sauna"]`)!
      .click();
    await headingOf(engine, 'Fellside sauna');
  });

  it('ice skating: from the season’s start, off-peak tickets on an off-peak day and peak on a peak day', async () => {
    pinToday('2025-11-10');
    engine = mountEngine(`${BASE}/activities/ice-skating`);
    await headingOf(engine, 'Ice skating');
    await until(() =>
      expect(shadow(engine).textContent).to.contain(
        'Please select a date. If no date is showing, we are fully booked.',
      ),
    );
    const early = await until(() => {
      const b = dayButton(engine, '2025-11-14')!;
      expect(b.getAttribute('data-reason')).to.equal('before-season');
      return b;
    });
    expect(early.getAttribute('aria-disabled')).to.equal('true');
    expect(early.textContent).to.contain('The season has not started on this date');
    await chooseDay(engine, '2025-11-19');
    // Issue 38 §3: no picture from the hotel, so each session shows the theme's skaters.
    await until(() => expect(sessionCards(engine)).to.not.have.length(0));
    expect(sessionCards(engine).map(photoOf)).to.deep.equal(
      sessionCards(engine).map(() => ({ art: 'skating', ratio: '3 / 2', img: null, named: null })),
    );
    let dialog = await ticketsOfFirst(engine);
    expect(stepperLabels(dialog)).to.deep.equal(['Adult off peak', 'Child off peak']);
    await expectNoAxeViolations(engine);
    await closeDrawer(engine, dialog);
    await chooseDay(engine, '2025-11-21');
    dialog = await ticketsOfFirst(engine);
    expect(stepperLabels(dialog)).to.deep.equal(['Adult peak', 'Child peak']);
    buttonIn(dialog, /Add a place/)!.click();
    [...dialog.querySelectorAll<HTMLButtonElement>('button')]
      .filter((b) => /Add a place/.test(b.textContent!))[1]!
      .click();
    await until(() =>
      expect(buttonIn(dialog, /^Add to cart/)!.getAttribute('aria-disabled')).to.equal(null),
    );
    buttonIn(dialog, /^Add to cart/)!.click();
    await until(() =>
      expect(dialog.querySelector('[part=bulk-outcome]')?.textContent).to.contain(
        '2 places added to your cart.',
      ),
    );
    await closeDrawer(engine, dialog);
    await until(() => expect(mySessions(engine)).to.have.length(2));
    expect(mySessions(engine).map((m) => m.querySelector('p')!.textContent)).to.have.members([
      'Ice skating — Adult peak',
      'Ice skating — Child peak',
    ]);
  });

  it('ice skating for schools lists the school sessions only, a step back from ice skating', async () => {
    pinToday('2025-11-17');
    engine = mountEngine(`${BASE}/activities/ice-skating/schools`);
    await headingOf(engine, 'Ice skating for schools');
    expect(shadow(engine).querySelector('[part=back]')!.getAttribute('href')).to.equal(
      `${BASE}/activities/ice-skating`,
    );
    await chooseDay(engine, '2025-11-19');
    await until(() => expect(sessionCards(engine).length).to.be.greaterThan(0));
    expect(new Set(titles(engine).map((t) => t!.slice(6)))).to.deep.equal(
      new Set(['Ice skating for schools']),
    );
    await expectNoAxeViolations(engine);
  });

  it('events: the day in the address, complimentary events apart, added under My services', async () => {
    pinToday('2025-10-01');
    engine = mountEngine(`${BASE}/activities/events/2025-10-18`);
    await headingOf(engine, 'Events');
    await until(() => expect(titles(engine)).to.have.length(2));
    const main = shadow(engine).querySelector('.session-list')!;
    expect(main.textContent).to.contain('Creative wellness workshop');
    const apart = shadow(engine).querySelector('section.complimentary')!;
    expect(apart.querySelector('h3')!.textContent).to.equal('Complimentary events');
    expect(apart.textContent).to.contain('Complimentary guided fell walk');
    expect(sessionCards(engine).map(photoOf)).to.deep.equal(
      sessionCards(engine).map(() => ({ art: 'activity', ratio: '3 / 2', img: null, named: null })),
    );
    expect(shadow(engine).querySelector('#my-sessions-title')!.textContent).to.equal('My services');
    buttonIn(sessionCards(engine)[0]!, /^Add/)!.click();
    await until(() => expect(mySessions(engine)).to.have.length(1));
    await expectNoAxeViolations(engine);
    await chooseDay(engine, '2025-10-25');
    expect(location.pathname).to.equal(`${BASE}/activities/events/2025-10-25`);
  });

  it('events: marks the days with events, and leaves the days without them plain, not struck', async () => {
    pinToday('2025-10-01');
    engine = mountEngine(`${BASE}/activities/events/2025-10-18`);
    await headingOf(engine, 'Events');
    await until(() => expect(titles(engine)).to.have.length(2));
    const open = dayButton(engine, '2025-10-25')!;
    const none = await until(() => {
      const day = [...shadow(engine).querySelectorAll<HTMLElement>('button[data-date]')].find(
        (b) => b.dataset.reason === 'none',
      );
      return day;
    });
    const number = (day: HTMLElement) => getComputedStyle(day.querySelector('.date-grid__number')!);
    const dot = (day: HTMLElement) =>
      getComputedStyle(day.querySelector('.date-grid__marker')!, '::before').content;
    expect(open.getAttribute('aria-disabled')).to.equal(null);
    expect(dot(open)).to.contain('•');
    expect(number(open).fontWeight).to.equal('700');
    expect(getComputedStyle(open).borderTopStyle).to.equal('solid');
    // A day without events: disabled, said in its name, but no box, no strike, no dot.
    expect(none.getAttribute('aria-disabled')).to.equal('true');
    expect(number(none).textDecorationLine).to.equal('none');
    expect(getComputedStyle(none).borderTopColor).to.equal('rgba(0, 0, 0, 0)');
    expect(dot(none)).to.equal('none');
    await expectNoAxeViolations(engine);
  });

  it('special events: featured first, the day kept in the address with its query, variants in a drawer', async () => {
    pinToday('2025-11-20');
    // The carol concert (template 7) on 22 November 2025 is featured.
    engine = mountEngine(`${BASE}/special-events/2025-11-22?featured=202511220700`);
    await headingOf(engine, 'Special events');
    await until(() =>
      expect(titles(engine)).to.deep.equal([
        '19:30 Lakeside carol concert',
        '18:00 Festive wreath making',
      ]),
    );
    const wreath = sessionCards(engine)[1]!;
    buttonIn(
      await until(() => buttonIn(wreath, /^Choose tickets/) && wreath),
      /^Choose tickets/,
    )!.click();
    const dialog = await until(() => drawer(engine));
    await until(() => expect(stepperLabels(dialog)).to.deep.equal(['Adult', 'Child']));
    await expectNoAxeViolations(engine);
    await closeDrawer(engine, dialog);
    await chooseDay(engine, '2025-11-29');
    expect(location.pathname + location.search).to.equal(
      `${BASE}/special-events/2025-11-29?featured=202511220700`,
    );
  });
});
