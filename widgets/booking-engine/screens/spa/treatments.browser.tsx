import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { pinToday } from '../../../../src/core/clock';
import { resetConfig } from '../../../../src/core/config';
import { $cart, $notice, loadSession, refreshCart, renewSession } from '../../../../src/stores';
import { $spaFailure, $spaServices, $spaTimes } from '../../../../src/stores/engine/spa';
import { deepActiveElement } from '../../../../src/ui/deep-active-element';
import { findByShadowRole } from 'shadow-dom-testing-library';
import {
  expectNoAxeViolations,
  frames,
  sandboxPost,
  until,
} from '../../../../tests/browser/helpers';
import { BASE, headingOf, mountEngine, restoreUrl, shadow } from '../../engine-test-helpers';
import { interceptRs, photoOf } from '../activities/activity-test-helpers';
import { chooseSpaDay, spaDayButton } from './spa-test-helpers';

// The treatments screen (screens/spa/) and its spa service drawer against the real sandbox,
// on the engine's shipped flavour (React), like the other screens' tests beside the element.
// Today is pinned to 1 December 2025, before the specification's last spa day (12 January
// 2026); each test books on a day of its own, so that one's booking never takes another's.

const NOTHING_ADDED =
  'Sorry, we could not start your booking, so nothing was added. Please try again.';

const cards = (engine: HTMLElement) => [
  ...shadow(engine).querySelectorAll<HTMLElement>('[part~=treatment]'),
];
const cardNamed = (engine: HTMLElement, name: string) =>
  cards(engine).find((c) => c.querySelector('h3')!.textContent === name)!;
const opener = (engine: HTMLElement, name: string) =>
  cardNamed(engine, name).querySelector<HTMLButtonElement>('[part~=choose-time]')!;
const drawer = (engine: HTMLElement) =>
  shadow(engine).querySelector<HTMLDialogElement>('dialog[part~=spa-drawer]');
const isOpen = (dialog: HTMLDialogElement | null) =>
  !!dialog && dialog.open && dialog.dataset.phase !== 'closing';
const timesIn = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLLabelElement>('[part=spa-time]')].map((l) =>
    l.textContent!.trim(),
  );
const timeRadio = (dialog: HTMLElement, time: string) =>
  [...dialog.querySelectorAll<HTMLLabelElement>('[part=spa-time]')]
    .find((l) => l.textContent!.trim() === time)!
    .querySelector('input')!;
const timesLegend = (dialog: HTMLElement) =>
  dialog.querySelector('[part~=spa-time-choice] legend')?.textContent;
/** The day selected on the drawer's date grid. */
const chosenDay = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLElement>('[part~=spa-days] [aria-selected=true] button')?.dataset.date ??
  null;
const bookButton = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLButtonElement>('[part~=book-treatment]')!;

/** Open a treatment's drawer from the keyboard, once its times are listed. */
async function openDrawer(engine: HTMLElement, name: string): Promise<HTMLDialogElement> {
  const button = await until(() => opener(engine, name));
  button.focus();
  await sendKeys({ press: 'Enter' });
  // The drawer's code loads when first opened.
  const dialog = await until(() => drawer(engine));
  await until(() => expect(isOpen(dialog)).to.equal(true));
  return dialog;
}

/** Answers one `/rs/request` method (or another address) itself while installed. */
function answerWith(match: (path: string, method: string) => boolean, body: unknown) {
  const real = window.fetch;
  window.fetch = async (input, init) => {
    // A copy to read: the request itself goes on untouched.
    const request = input instanceof Request ? input.clone() : new Request(input, init);
    const path = new URL(request.url).pathname;
    const sent = request.method === 'POST' ? await request.text() : '';
    const name = /"method":"([A-Za-z]+)"/.exec(sent)?.[1] ?? '';
    if (match(path, name)) {
      return new Response(JSON.stringify(body), {
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return real(input, init);
  };
  return () => {
    window.fetch = real;
  };
}

describe('<ik-booking-engine> spa treatments', () => {
  let engine: HTMLElement;

  beforeEach(async () => {
    pinToday('2025-12-01');
    // A fresh session (and cart) for the page, without the last test's temporary customer.
    await loadSession();
    await renewSession();
    $spaServices.set({ status: 'idle' });
    $spaTimes.set({});
    $spaFailure.set(null);
  });

  afterEach(() => {
    engine?.remove();
    restoreUrl();
    pinToday();
    resetConfig();
    $notice.set(null);
  });

  it('lists the treatments by category with description, duration and price', async () => {
    engine = mountEngine(`${BASE}/treatments`);
    await headingOf(engine, 'Spa treatments');
    await until(() => expect(cards(engine)).to.have.length(3));
    const groups = [...shadow(engine).querySelectorAll('[part=spa-category]')].map((g) => [
      g.querySelector('h2')!.textContent,
      [...g.querySelectorAll('h3')].map((h) => h.textContent),
    ]);
    expect(groups).to.deep.equal([
      ['Massage', ['Lakeside massage', 'Hot stone ritual']],
      ['Facial', ['Express facial']],
    ]);
    const massage = cardNamed(engine, 'Lakeside massage').textContent!;
    expect(massage).to.contain('A full-body massage with warm oils.');
    expect(massage).to.contain('60 minutes');
    expect(massage).to.contain('£75.00');
    expect(opener(engine, 'Lakeside massage').getAttribute('aria-label')).to.equal(
      'Choose a time: Lakeside massage',
    );
    // Issue 38 §3: no picture from the hotel, so each card shows the theme's spa drawing.
    expect(cards(engine).map(photoOf)).to.deep.equal(
      cards(engine).map(() => ({ art: 'spa', ratio: '3 / 2', img: null, named: null })),
    );
    expect(shadow(engine).textContent).to.contain(
      'Spa bookings after January 2026 will be available shortly.',
    );
    await expectNoAxeViolations(engine);
  });

  it('opens the drawer from the keyboard with the treatment and the day’s times; Escape closes it and focus returns', async () => {
    engine = mountEngine(`${BASE}/treatments`);
    const dialog = await openDrawer(engine, 'Hot stone ritual');
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.getAttribute('aria-label')).to.equal('Spa service: Hot stone ritual');
    expect(dialog.contains(deepActiveElement())).to.equal(true);
    const text = dialog.textContent!;
    expect(text).to.contain('Ninety minutes of warm basalt stones');
    expect(text).to.contain('90 minutes');
    expect(text).to.contain('£110.00');
    const days = dialog.querySelector<HTMLFieldSetElement>('fieldset[part~=spa-days]')!;
    expect(days.querySelector('legend')!.textContent).to.equal('Date');
    expect(days.querySelector('[part~=field-hint]')!.textContent).to.equal(
      'From today up to 12 January, 2026.',
    );
    expect(chosenDay(dialog)).to.equal('2025-12-01');
    await until(() => expect(timesLegend(dialog)).to.equal('Times on 1 December, 2025'));
    await expectNoAxeViolations(engine);

    await sendKeys({ press: 'Escape' });
    await until(() => expect(dialog.open).to.equal(false));
    await until(() => expect(deepActiveElement()).to.equal(opener(engine, 'Hot stone ritual')));
  });

  it('opens on the first day with times when today and tomorrow have none', async () => {
    const none = ['2025-12-01', '2025-12-02'];
    const asked: string[] = [];
    const restore = interceptRs((method, data) => {
      if (method !== 'FetchSpaAvailability') return null;
      asked.push(String(data.Date));
      return none.includes(String(data.Date))
        ? new Response(JSON.stringify({ Result: { value: 'SUCCESS' }, Availabilities: [] }), {
            headers: { 'Content-Type': 'application/json' },
          })
        : null;
    });
    try {
      engine = mountEngine(`${BASE}/treatments`);
      const dialog = await openDrawer(engine, 'Lakeside massage');
      await until(() => expect(timesLegend(dialog)).to.equal('Times on 3 December, 2025'));
      expect(chosenDay(dialog)).to.equal('2025-12-03');
      expect(timesIn(dialog)).to.include('09:00');
      // Never "No times available." on the way there; each day asked once.
      expect(dialog.querySelector('[part~=no-times]')).to.equal(null);
      expect(asked).to.deep.equal(['2025-12-01', '2025-12-02', '2025-12-03']);
      await expectNoAxeViolations(engine);
    } finally {
      restore();
    }
  });

  it('chooses the day on a date grid: the grid’s keys, each day’s reason in its name, its times', async () => {
    pinToday('2025-12-10');
    engine = mountEngine(`${BASE}/treatments`);
    const dialog = await openDrawer(engine, 'Lakeside massage');
    const grid = dialog.querySelector<HTMLElement>('[part~=spa-days] [role=grid]')!;
    const title = () =>
      dialog.querySelector(`#${CSS.escape(grid.getAttribute('aria-labelledby')!)}`)!.textContent;
    expect(title()).to.equal('December 2025');
    const day = (date: string) => spaDayButton(dialog, date)!;
    // Named in full: the date, the price or why not, chosen; the numbers alone are hidden.
    expect(
      await findByShadowRole(engine, 'button', {
        name: 'Tuesday 9 December 2025, This date has passed',
      }),
    ).to.equal(day('2025-12-09'));
    expect(day('2025-12-09').getAttribute('aria-disabled')).to.equal('true');
    expect(day('2025-12-09').dataset.reason).to.equal('past');
    expect(
      await findByShadowRole(engine, 'button', {
        name: 'Wednesday 10 December 2025, chosen, £75.00',
      }),
    ).to.equal(day('2025-12-10'));
    expect(day('2025-12-11').getAttribute('aria-disabled')).to.equal(null);
    await until(() => expect(timesLegend(dialog)).to.equal('Times on 10 December, 2025'));
    // One tab stop: the chosen day.
    expect([...grid.querySelectorAll('button[tabindex="0"]')]).to.deep.equal([day('2025-12-10')]);

    const at = () => (deepActiveElement() as HTMLElement).dataset.date;
    const press = async (key: string, date: string) => {
      await sendKeys({ press: key });
      await until(() => expect(at(), key).to.equal(date));
    };
    day('2025-12-10').focus();
    await press('ArrowRight', '2025-12-11');
    await press('ArrowDown', '2025-12-18');
    await press('Home', '2025-12-15');
    await press('End', '2025-12-21');
    await press('PageDown', '2026-01-21');
    expect(title()).to.equal('January 2026');
    expect(
      await findByShadowRole(engine, 'button', {
        name: 'Wednesday 21 January 2026, Not yet bookable',
      }),
    ).to.equal(day('2026-01-21'));
    // The last month is the last spa day's: no further; a year back stops at today's month.
    await press('PageDown', '2026-01-31');
    await press('Shift+PageUp', '2025-12-01');
    expect(title()).to.equal('December 2025');
    // A day that has passed cannot be chosen.
    await sendKeys({ press: 'Enter' });
    await frames();
    expect(day('2025-12-01').parentElement!.getAttribute('aria-selected')).to.equal('false');
    expect(day('2025-12-10').parentElement!.getAttribute('aria-selected')).to.equal('true');

    await chooseSpaDay(dialog, '2025-12-17');
    expect(at()).to.equal('2025-12-17');
    await until(() => expect(timesLegend(dialog)).to.equal('Times on 17 December, 2025'));
    expect(timesIn(dialog)).not.to.deep.equal([]);
    await expectNoAxeViolations(engine);
  });

  it('starts on the stay’s date from /my-booking/treatments/:date, and says when a day has no times', async () => {
    const restore = answerWith((_path, method) => method === 'FetchSpaAvailability', {
      Result: { value: 'SUCCESS' },
      Availabilities: [],
    });
    try {
      engine = mountEngine(`${BASE}/my-booking/treatments/2025-12-05`);
      await headingOf(engine, 'Spa treatments');
      const dialog = await openDrawer(engine, 'Express facial');
      expect(chosenDay(dialog)).to.equal('2025-12-05');
      const empty = await until(() => dialog.querySelector('[part~=no-times]'));
      expect(empty.textContent).to.contain('No times available.');
      expect(dialog.querySelector('[part=spa-time]')).to.equal(null);
      await expectNoAxeViolations(engine);
    } finally {
      restore();
    }
  });

  it('books a time with the chosen therapist for a temporary customer and refreshes the cart', async () => {
    engine = mountEngine(`${BASE}/my-booking/treatments/2025-12-08`);
    const dialog = await openDrawer(engine, 'Lakeside massage');
    await until(() => expect(timesIn(dialog)).to.include('11:00'));
    // Book without a time: asked for one, in words.
    bookButton(dialog).click();
    await until(() => expect(dialog.textContent).to.contain('Please choose a time.'));
    // Focus goes to the field to fix: the first time.
    const firstTime = dialog.querySelector('[part=spa-time] input');
    await until(() => expect(deepActiveElement()).to.equal(firstTime));
    // 11:00: Anna and Ben are both free, so the guest may choose.
    timeRadio(dialog, '11:00').click();
    const therapist = await until(() =>
      dialog.querySelector<HTMLSelectElement>('select[part~=spa-therapist]'),
    );
    expect([...therapist.options].map((o) => o.textContent)).to.deep.equal([
      'No preference',
      'Anna',
      'Ben',
    ]);
    therapist.value = '202';
    therapist.dispatchEvent(new Event('change', { bubbles: true }));
    expect(dialog.textContent).not.to.contain('Please choose a time.');
    bookButton(dialog).click();
    const done = await until(() => dialog.querySelector('[part=spa-booked]'));
    expect(done.textContent).to.contain('Added to your cart');
    // Focus on the confirmation, so that the next Tab is its "Go to cart".
    await until(() => expect(deepActiveElement()).to.equal(done.parentElement));
    // In view inside the drawer's scrolling body, even below the times.
    await until(() => {
      const body = dialog.querySelector('[part=drawer-body]')!.getBoundingClientRect();
      expect(done.getBoundingClientRect().top).to.be.below(body.bottom);
      return true;
    });
    expect(done.textContent).to.contain('Lakeside massage, 8 December, 2025 at 11:00');
    expect(done.querySelector('a')!.getAttribute('href')).to.equal(`${BASE}/cart`);
    expect($cart.get().FolioItems.map((i) => [i.Category, i.Details, i.StartDate])).to.deep.equal([
      ['Treatments', 'Lakeside massage', '2025-12-08T11:00:00'],
    ]);
    // Ben is taken at 11:00; Anna alone is left, so there is no choice to make.
    timeRadio(dialog, '11:00').click();
    await until(() => expect(dialog.querySelector('select')).to.equal(null));
    await expectNoAxeViolations(engine);
  });

  it('says plainly that nothing was added when no temporary customer could be made', async () => {
    const restore = answerWith((path) => path === '/rs/tempSpaAccount', {
      Result: { value: 'FAIL', Text: 'Database unavailable' },
    });
    try {
      engine = mountEngine(`${BASE}/my-booking/treatments/2025-12-09`);
      const dialog = await openDrawer(engine, 'Lakeside massage');
      await until(() => expect(timesIn(dialog)).to.include('10:00'));
      timeRadio(dialog, '10:00').click();
      bookButton(dialog).click();
      const failure = await until(() => dialog.querySelector('[part=spa-failure]'));
      expect(failure.getAttribute('role')).to.equal('alert');
      expect(failure.textContent).to.contain(NOTHING_ADDED);
      await refreshCart();
      expect($cart.get().FolioItems).to.deep.equal([]);
      expect(isOpen(dialog)).to.equal(true);
    } finally {
      restore();
    }
  });

  it('shows the expired notice and closes the drawer when the session has lapsed', async () => {
    engine = mountEngine(`${BASE}/my-booking/treatments/2025-12-10`);
    const dialog = await openDrawer(engine, 'Express facial');
    await until(() => expect(timesIn(dialog)).to.include('10:00'));
    timeRadio(dialog, '10:00').click();
    await sandboxPost('/sandbox/api/session/expire');
    bookButton(dialog).click();
    await until(() => expect($notice.get()).to.equal('booking-expired'));
    await until(() => expect(dialog.open).to.equal(false));
    expect(dialog.querySelector('[part=spa-failure]')).to.equal(null);
  });

  it('after the last spa day: says later bookings open shortly, in the words of the configured date', async () => {
    pinToday('2026-01-20');
    engine = mountEngine(`${BASE}/treatments`);
    const later = 'Spa bookings after January 2026 will be available shortly.';
    await until(() => expect(shadow(engine).textContent).to.contain(later));
    const dialog = await openDrawer(engine, 'Lakeside massage');
    expect(dialog.querySelector('[part=spa-later]')!.textContent).to.equal(later);
    // No day left to choose: no date grid.
    expect(dialog.querySelector('[part~=spa-days]')).to.equal(null);
    expect(dialog.querySelector('[part=spa-times]')).to.equal(null);
    await expectNoAxeViolations(engine);
    bookButton(dialog).click();
    await until(() => expect(dialog.textContent).to.not.contain('Added to your cart'));
    await sendKeys({ press: 'Escape' });
    await until(() => expect(dialog.open).to.equal(false));
    engine.remove();

    resetConfig({ spa: { lastDate: '2026-02-28' } });
    engine = mountEngine(`${BASE}/treatments`);
    await until(() =>
      expect(shadow(engine).textContent).to.contain(
        'Spa bookings after February 2026 will be available shortly.',
      ),
    );
  });
});
