import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { pinToday } from '../../../../src/core/clock';
import { deepActiveElement } from '../../../../src/ui/deep-active-element';
import { expectNoAxeViolations, until } from '../../../../tests/browser/helpers';
import { roomTypes, startBookStayTest, endEngineTest } from './book-stay-test-helpers';
import { BASE, control, mountEngine, shadow } from '../../engine-test-helpers';

// The "Accessible rooms" filter and the rooms' accessibility in words (issue 22 item 6),
// against the real sandbox: at the lake only the Lake View Suite (every feature) sleeps two
// and has features; the Lakeside Double and the Woodland Lodge have none.
const PATH = `${BASE}/stay/2026-03-17/4/2/0/0/lake`;

const card = (engine: HTMLElement, title: string) =>
  [...shadow(engine).querySelectorAll<HTMLElement>('[part=room-type]')].find(
    (r) => r.querySelector('h2')!.textContent === title,
  );
const checkbox = (engine: HTMLElement) =>
  shadow(engine).querySelector<HTMLInputElement>('[part=accessible-filter] input')!;
const facts = (root: ParentNode) =>
  Object.fromEntries(
    [...root.querySelectorAll('[part=room-accessibility-facts] > div')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]),
  );

describe('<ik-booking-engine> accessible rooms', () => {
  let engine: HTMLElement;

  beforeEach(async () => {
    await startBookStayTest();
  });

  afterEach(() => {
    endEngineTest(engine);
  });

  it('reads ?accessible=1: only rooms with features, said in words, the box ticked', async () => {
    engine = mountEngine(`${PATH}?accessible=1`);
    await until(() => expect(roomTypes(engine)).to.deep.equal(['Lake View Suite']));
    expect(checkbox(engine).checked).to.equal(true);
    const note = shadow(engine).querySelector<HTMLElement>('[part=accessible-note]')!;
    expect(note.textContent).to.match(/^Showing accessible rooms only: 1 of [2-9] room types\./);
    const all = note.querySelector('a')!;
    expect(all.textContent).to.equal('Show all rooms');
    expect(all.getAttribute('href')).to.equal(PATH);
    // The features in words on the card, not icons alone.
    const words = [
      ...card(engine, 'Lake View Suite')!.querySelectorAll('[part=room-accessibility] li'),
    ];
    expect(words.map((li) => li.textContent)).to.deep.equal([
      'Step-free route',
      'Roll-in shower',
      'Grab rails',
      'Hearing loop',
      'Visual fire alarm',
      'Door 90 cm wide',
    ]);
    await expectNoAxeViolations(engine);

    // "Show all rooms" takes the filter off: every room again, the box clear.
    all.click();
    await until(() => expect(location.pathname + location.search).to.equal(PATH));
    await until(() =>
      expect(roomTypes(engine)).to.include.members(['Lakeside Double', 'Woodland Lodge']),
    );
    expect(checkbox(engine).checked).to.equal(false);
    expect(shadow(engine).querySelector('[part=accessible-note]')).to.equal(null);
    // A room without features says nothing on its card.
    expect(card(engine, 'Lakeside Double')!.querySelector('[part=room-accessibility]')).to.equal(
      null,
    );
  });

  it('is a labelled checkbox a keyboard ticks; Search puts it in the address, promo kept', async () => {
    engine = mountEngine(`${PATH}?promo=WELCOME`);
    await until(() => expect(roomTypes(engine)).to.include('Lakeside Double'));
    const box = checkbox(engine);
    expect(box.labels?.[0]?.textContent).to.equal('Accessible rooms');
    expect(box.getAttribute('aria-describedby')).to.not.equal(null);
    expect(box.checked).to.equal(false);
    box.focus();
    await sendKeys({ press: 'Space' });
    expect(box.checked).to.equal(true);
    // Ticking changes nothing until Search (no change of context on input).
    expect(location.search).to.equal('?promo=WELCOME');
    expect(roomTypes(engine)).to.include('Lakeside Double');
    const search = control<HTMLButtonElement>(engine, 'button', 'Search')!;
    search.focus();
    expect(deepActiveElement()).to.equal(search);
    await sendKeys({ press: 'Enter' });
    await until(() => expect(location.search).to.equal('?promo=WELCOME&accessible=1'));
    expect(location.pathname).to.equal(PATH);
    await until(() => expect(roomTypes(engine)).to.deep.equal(['Lake View Suite']));
    expect(checkbox(engine).checked).to.equal(true);
  });

  it('says clearly when no accessible room is free for the dates, offering every room', async () => {
    // Five adults: only the lodge (no features) sleeps them.
    const five = `${BASE}/stay/2026-03-17/4/5/0/0/lake`;
    engine = mountEngine(`${five}?accessible=1`);
    const empty = await until(() =>
      shadow(engine).querySelector<HTMLElement>('[part=no-accessible-rooms]'),
    );
    expect(empty.textContent).to.contain('No accessible rooms are free for these dates.');
    expect(empty.closest('[role=status]')).to.not.equal(null);
    expect(roomTypes(engine)).to.deep.equal([]);
    const all = control<HTMLAnchorElement>(engine, 'a', 'Show all rooms')!;
    expect(all.getAttribute('href')).to.equal(five);
    expect(shadow(engine).textContent).not.to.contain('Sorry, no rates are available');
    await expectNoAxeViolations(engine);
    all.click();
    await until(() => expect(roomTypes(engine)).to.deep.equal(['Woodland Lodge']));
  });

  it('keeps the filter on the other venue’s search when nothing at all is for sale', async () => {
    engine = mountEngine(`${BASE}/stay/2026-03-17/1/8/0/0/lake?accessible=1`);
    const inn = await until(() => control<HTMLAnchorElement>(engine, 'a', 'See rooms at The Inn'));
    expect(inn.getAttribute('href')).to.equal(
      `${BASE}/stay/2026-03-17/1/8/0/0/inn?alt=1&accessible=1`,
    );
    expect(shadow(engine).querySelector('[part=no-accessible-rooms]')).to.equal(null);
  });

  it('lists the features a room has and its door width in the drawer, and what it lacks in a sentence', async () => {
    engine = mountEngine(PATH);
    await until(() => expect(card(engine, 'Lake View Suite')).to.not.equal(undefined));
    const open = async (title: string) => {
      card(engine, title)!.querySelector<HTMLElement>('[part=room-details]')!.click();
      const dialog = await until(() =>
        shadow(engine).querySelector<HTMLDialogElement>('dialog[part~=room-drawer][open]'),
      );
      await until(() =>
        expect(dialog.getAttribute('aria-label')).to.equal(`Room details: ${title}`),
      );
      return dialog;
    };
    const suite = await open('Lake View Suite');
    expect(suite.querySelector('h3')!.textContent).to.equal('Accessibility');
    expect(facts(suite)).to.deep.equal({
      'Step-free route': 'From the entrance to the room',
      'Roll-in shower': 'Level with the floor',
      'Grab rails': 'By the toilet and the shower',
      'Hearing loop': 'In the room',
      'Visual fire alarm': 'It flashes as well as sounds',
      'Door width': '90 cm clear opening',
    });
    expect(suite.querySelector('[part=room-accessibility-lacks]')).to.equal(null);
    await expectNoAxeViolations(engine);
    await sendKeys({ press: 'Escape' });
    await until(() => expect(suite.open).to.equal(false));

    const double = await open('Lakeside Double');
    await until(() => expect(facts(double)['Door width']).to.equal('76 cm clear opening'));
    // Only what it has is listed: what it lacks is still said, in one sentence.
    expect(Object.keys(facts(double))).to.not.include('Step-free route');
    expect(Object.values(facts(double))).to.not.include('No');
    const lacks = double.querySelector('[part=room-accessibility-lacks]')!.textContent!;
    expect(lacks).to.match(/^Not in this room: .*step-free route.*\.$/);
    expect(lacks).to.contain('roll-in shower');
  });

  it('carries the box from the stay search to Book your Stay', async () => {
    // Before the lake's cut-over to the external engine (12 January 2026).
    pinToday('2026-01-02');
    engine = mountEngine(`${BASE}/stay/search/lake?accessible=1`);
    const box = await until(() =>
      shadow(engine).querySelector<HTMLInputElement>('[part=accessible-filter] input'),
    );
    expect(box.checked).to.equal(true);
    expect(box.labels?.[0]?.textContent).to.equal('Accessible rooms');
    const day = (date: string) =>
      shadow(engine).querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
    for (const date of ['2026-01-06', '2026-01-08']) {
      await until(() => expect(day(date)?.getAttribute('aria-disabled')).to.not.equal('true'));
      day(date)!.click();
    }
    const check = shadow(engine).querySelector<HTMLButtonElement>('[part=check]')!;
    await until(() => expect(check.getAttribute('aria-disabled')).to.not.equal('true'));
    check.click();
    await until(() => expect(location.pathname).to.equal(`${BASE}/stay/2026-01-06/2/2/0/0/lake`));
    expect(location.search).to.equal('?accessible=1');
    await until(() => expect(roomTypes(engine)).to.deep.equal(['Lake View Suite']));
  });
});
