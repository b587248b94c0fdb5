import { expect } from 'chai';
import { $cart } from '../../../../src/stores';
import { $rates } from '../../../../src/stores/engine/index';
import { expectNoAxeViolations, until } from '../../../../tests/browser/helpers';
import {
  chooseRate,
  pounds,
  radioOf,
  rateOf,
  roomTypes,
  startBookStayTest,
  endEngineTest,
} from './book-stay-test-helpers';
import { BASE, control, headingOf, mountEngine, shadow } from '../../engine-test-helpers';

// Book your Stay against the real sandbox: the lake's seeded room types and rate plans.
// A stay of its own, 24–28 August 2026, that no other test books: files of a batch share one
// sandbox, and the other Book your Stay files (and the engine's) book and hold lake rooms in
// mid-March, where a room type (the double: one room left on the 19th) sells out after a
// booking or two. These nights have all three room types (the suite's three left) whatever
// ran before.
const ARRIVAL = '2026-08-24';
const STAY = `${BASE}/stay/${ARRIVAL}/4/2/0/0/lake`;

const bookings = () =>
  performance
    .getEntriesByType('resource')
    .filter((e) => new URL(e.name).pathname === '/rs/book-pms').length;

const analytics: { event: string; ecommerce?: { value?: number; items: unknown[] } }[] = [];
document.addEventListener('ik-analytics', (e) => analytics.push((e as CustomEvent).detail));

describe('<ik-booking-engine> Book your Stay', () => {
  let engine: HTMLElement;

  beforeEach(async () => {
    await startBookStayTest();
    analytics.length = 0;
    localStorage.clear();
  });

  afterEach(() => {
    endEngineTest(engine);
  });

  it('groups the rates by room type with room info, per-night and total prices and the offer price', async () => {
    engine = mountEngine(STAY);
    await headingOf(engine, 'Book your Stay');
    await until(() =>
      expect(roomTypes(engine)).to.include.members([
        'Lakeside Double',
        'Lake View Suite',
        'Woodland Lodge',
      ]),
    );
    const text = shadow(engine).textContent!;
    expect(text).to.contain('Check-in from 3pm, check-out by 11am.');
    expect(text).to.contain('A calm double room looking over the water.');
    // Each room type's card opens with its photo: described, in a 3:2 box of fixed ratio.
    const cards = [...shadow(engine).querySelectorAll<HTMLElement>('[part~=room-type]')];
    for (const card of cards) {
      const box = card.querySelector<HTMLElement>('[part=room-photo]')!;
      expect(card.querySelector('[part=room-photo], h2'), 'the photo comes first').to.equal(box);
      expect(getComputedStyle(box).aspectRatio).to.equal('3 / 2');
      // Its rates: radios in one group named after the room, one chosen, one "Add room".
      const group = card.querySelector('fieldset[part=rates]')!;
      expect(group.querySelector('legend')!.textContent).to.equal(
        `Rates for ${card.getAttribute('aria-label')}`,
      );
      const radios = [...group.querySelectorAll<HTMLInputElement>('input[type=radio]')];
      expect(radios.filter((r) => r.checked)).to.have.length(1);
      expect(radios[0]!.checked, 'the cheapest is chosen first').to.equal(true);
      expect(card.querySelectorAll('[part=add-room]')).to.have.length(1);
    }
    const double = cards.find((c) => c.getAttribute('aria-label') === 'Lakeside Double')!;
    const img = double.querySelector<HTMLImageElement>('[part=room-photo] img')!;
    // The room's own drawn picture at its widths: srcset with w descriptors, the card's sizes.
    expect(img.getAttribute('src')).to.equal('/demo-assets/rooms/LKDBL/bedroom-960.svg');
    expect(img.getAttribute('srcset')).to.equal(
      [480, 960, 1440].map((w) => `/demo-assets/rooms/LKDBL/bedroom-${w}.svg ${w}w`).join(', '),
    );
    expect(img.getAttribute('sizes')).to.equal('(min-width: 45rem) 20rem, 38vw');
    expect(img.alt).to.match(/Lakeside Double/);
    // Each room type its own pictures, not one bed on every card.
    const sources = cards.map((c) => c.querySelector('[part=room-photo] img')!.getAttribute('src'));
    expect(new Set(sources).size).to.equal(cards.length);
    // Few rooms left: a badge that says so in words.
    const low = shadow(engine).querySelector<HTMLElement>('[part=low-availability]')!;
    expect(low.textContent!.trim()).to.match(/^Only \d+ rooms? left$/);
    // The kit's Badge in its warning tone: a filled pill, not bare words.
    expect(low.classList.contains('ik-badge')).to.equal(true);
    expect(low.dataset.tone).to.equal('warning');
    expect(getComputedStyle(low).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
    // A rate: its name, its terms in a line, the total as the anchor, per night beneath.
    const bb = rateOf(engine, 'Lakeside Double', 'Bed & Breakfast')!;
    // A plain rate's terms are its cancellation policy, dated from the arrival in hotel time
    // (the flexible plan: free until 15:00 two days before; prices are all-in, said above), in
    // its short form on the card: the long one wraps to three lines on a phone.
    expect(bb.querySelector('[part=rate-terms]')!.textContent).to.equal(
      'Free cancellation until 22 Aug',
    );
    expect(bb.querySelector('[part=rate-total]')!.textContent).to.match(
      /^£[\d,]+\.\d\d total£\d+\.\d\d per night$/,
    );
    expect(radioOf(bb).getAttribute('aria-label')).to.match(
      /^Bed & Breakfast, £[\d,]+\.\d\d total$/,
    );
    // The lodge's long-stay rate: the fourth night free, the normal total struck through.
    const lodge = rateOf(engine, 'Woodland Lodge', 'Lodge Long Stay')!;
    expect(lodge.querySelector('[part=rate-terms]')!.textContent).to.contain('Fourth night free');
    const was = lodge.querySelector('[part=rate-total] del')!.textContent!;
    expect(was).to.match(/^was £[\d,.]+$/);
    const normal = pounds(was);
    const offer = pounds(lodge.querySelector('[part=rate-total] [part=price-now]')!.textContent);
    expect(offer).to.be.lessThan(normal);
    // Four nights with the fourth free: the normal total less one night at the average rate.
    const loaded = $rates.get();
    const average =
      loaded.status === 'loaded'
        ? loaded.roomTypes
            .flatMap((t) => t.Rates)
            .find((r) => r.RateInfo.PMSRateTypeDesc === 'Lodge Long Stay')!.AverageRate
        : NaN;
    expect(offer).to.be.closeTo(normal - average, 0.011);
    const perNight = pounds(/£[\d,.]+ per night/.exec(lodge.textContent!)![0]);
    expect(perNight).to.be.closeTo(offer / 4, 0.006);
    expect(localStorage.getItem('last_date_searched')).to.equal(`${ARRIVAL}_2026-08-28`);
    expect(analytics.map((a) => a.event)).to.include('view_item_list');
    await expectNoAxeViolations(engine);
  });

  it('adds a room once however often it is clicked, then hides the rates and offers "Add Lake room" or the cart', async () => {
    engine = mountEngine(STAY);
    await until(() =>
      expect(rateOf(engine, 'Lakeside Double', 'Bed & Breakfast')).to.not.equal(null),
    );
    const bb = rateOf(engine, 'Lakeside Double', 'Bed & Breakfast')!;
    const total = pounds(bb.querySelector('[part=rate-total] [part=price-now]')!.textContent);
    const before = bookings();
    const button = await chooseRate(bb);
    button.click();
    button.click();
    await until(() => expect(control(engine, 'a', 'Book now')).to.not.equal(null));
    expect(bookings() - before).to.equal(1);
    expect($cart.get().FolioItems).to.have.length(1);
    expect($cart.get().FolioItems[0]).to.deep.include({
      Category: 'Hotel',
      Amount: total,
      Nights: 4,
    });
    expect(shadow(engine).querySelector('[part=room-type]')).to.equal(null);
    expect(analytics.map((a) => a.event)).to.include.members(['select_item', 'add_to_cart']);
    expect(control<HTMLAnchorElement>(engine, 'a', 'Book now')!.getAttribute('href')).to.equal(
      `${BASE}/cart`,
    );
    await expectNoAxeViolations(engine);
    // "Add {product} room": the product of a lake search is the lake's rooms (§4).
    expect(control(engine, 'button', 'Add another room')).to.equal(null);
    control<HTMLButtonElement>(engine, 'button', 'Add Lake room')!.click();
    await until(() => expect(roomTypes(engine).length).to.be.greaterThan(0));
  });

  it('keeps the rates hidden while rooms are in the cart', async () => {
    engine = mountEngine(STAY);
    await until(() =>
      expect(rateOf(engine, 'Woodland Lodge', 'Bed & Breakfast')).to.not.equal(null),
    );
    (await chooseRate(rateOf(engine, 'Woodland Lodge', 'Bed & Breakfast')!)).click();
    await until(() => expect(control(engine, 'a', 'Book now')).to.not.equal(null));
    engine.remove();
    engine = mountEngine(`${BASE}/stay/2026-08-25/1/2/0/0/lake`);
    await until(() => expect(control(engine, 'a', 'Book now')).to.not.equal(null));
    expect(shadow(engine).querySelector('[part=room-type]')).to.equal(null);
  });

  it('says there are no rates, with the other venue, then asks to modify the search', async () => {
    engine = mountEngine(`${BASE}/stay/2026-03-17/1/8/0/0/lake`);
    await until(() =>
      expect(shadow(engine).textContent).to.contain('Sorry, no rates are available for this day.'),
    );
    const inn = control<HTMLAnchorElement>(engine, 'a', 'See rooms at The Inn')!;
    expect(inn.getAttribute('href')).to.equal(`${BASE}/stay/2026-03-17/1/8/0/0/inn?alt=1`);
    engine.remove();
    // A promo code goes with the guest to the other venue.
    engine = mountEngine(`${BASE}/stay/2026-03-17/1/8/0/0/lake?promo=SAVE15`);
    const withPromo = await until(() =>
      control<HTMLAnchorElement>(engine, 'a', 'See rooms at The Inn')!,
    );
    expect(withPromo.getAttribute('href')).to.equal(
      `${BASE}/stay/2026-03-17/1/8/0/0/inn?alt=1&promo=SAVE15`,
    );
    engine.remove();
    engine = mountEngine(`${BASE}/stay/2026-03-17/1/8/0/0/inn?alt=1`);
    await until(() => expect(shadow(engine).textContent).to.contain('Please modify your search.'));
    await expectNoAxeViolations(engine);
  });

  it('searches again from the sidebar (babies up to 4)', async () => {
    engine = mountEngine(STAY);
    await until(() => expect(roomTypes(engine).length).to.be.greaterThan(0));
    const form = shadow(engine).querySelector<HTMLFormElement>('[part=adjust-search]')!;
    const add = (name: string) =>
      [...form.querySelectorAll<HTMLButtonElement>('button')].find(
        (b) => b.querySelector('.ik-visually-hidden')?.textContent === name,
      )!;
    const outputs = () => [...form.querySelectorAll('output')].map((o) => o.textContent);
    for (let babies = 1; babies <= 4; babies++) {
      add('Add a baby').click();
      await until(() => expect(outputs()[3]).to.equal(String(babies)));
    }
    expect(add('Add a baby').disabled, 'at most 4 babies').to.equal(true);
    add('Remove a night').click();
    await until(() => expect(outputs()).to.deep.equal(['3', '2', '0', '4']));
    form.requestSubmit();
    await until(() => expect(location.pathname).to.equal(`${BASE}/stay/${ARRIVAL}/3/2/0/4/lake`));
    await until(() =>
      expect(localStorage.getItem('last_date_searched')).to.equal(`${ARRIVAL}_2026-08-27`),
    );
  });

  it('shows the shared stay calendar on the stay search', async () => {
    engine = mountEngine(`${BASE}/stay/search`);
    await headingOf(engine, 'Search Availability');
    await until(() => expect(shadow(engine).querySelector('[part~=calendar]')).to.not.equal(null));
    expect(shadow(engine).textContent).not.to.contain('Coming soon');
    // Styled by adopted sheets only: no <style> element (a strict CSP, style-src 'self').
    expect(shadow(engine).querySelectorAll('style')).to.have.length(0);
    const nav = shadow(engine).querySelector<HTMLElement>('[part~=calendar] .calendar__nav')!;
    expect(getComputedStyle(nav).display).to.equal('flex');
    const check = shadow(engine).querySelector<HTMLElement>('[part=check]')!;
    expect(check.dataset.variant).to.equal('primary');
  });

  it('styles Book your Stay without a <style> element (a strict CSP)', async () => {
    engine = mountEngine(STAY);
    await headingOf(engine, 'Book your Stay');
    await until(() => expect(roomTypes(engine)).to.not.be.empty);
    expect(shadow(engine).querySelectorAll('style')).to.have.length(0);
    // The screen's own sheet and the steppers' (the calendar's) are adopted.
    const layout = shadow(engine).querySelector<HTMLElement>('.book-stay')!;
    expect(getComputedStyle(layout).display).to.equal('grid');
    const steppers = shadow(engine).querySelector<HTMLElement>('[part=steppers]')!;
    expect(getComputedStyle(steppers).display).to.not.equal('block');
  });
});
