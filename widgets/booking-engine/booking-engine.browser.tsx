import { expect } from 'chai';
import { BOOKING_ROUTES } from '../../src/domain/routes/booking-routes';
import { expectNoAxeViolations, until, sandboxPost } from '../../tests/browser/helpers';
import {
  BASE,
  control,
  focused,
  goTo,
  headingOf,
  mountEngine,
  realClick,
  restoreUrl,
  shadow,
} from './engine-test-helpers';

// An example address for every route, and what its screen shows as the first parameter.
const EXAMPLES: Record<string, [string, string | null]> = {
  book: ['', null],
  'stay-search': ['/stay/search/inn', null],
  'book-stay': ['/stay/2026-03-01/2/2/1/0/inn', null],
  cart: ['/cart', null],
  'login-register': ['/login-register?redirect=checkout', 'checkout'],
  checkout: ['/checkout', null],
  'my-booking': ['/my-booking?ref=ABC123', 'ABC123'],
  dining: ['/my-booking/restaurants/2026-03-02', '2026-03-02'],
  'my-treatments': ['/my-booking/treatments/2026-03-03', '2026-03-03'],
  profile: ['/account', null],
  'reset-password': ['/account/reset-password?reset=tok&email=a%40b.test', 'tok'],
  'gift-cards': ['/gift-cards', null],
  treatments: ['/treatments', null],
  activities: ['/activities', null],
  'wild-swimming': ['/activities/wild-swimming', null],
  'fellside-sauna': ['/activities/fellside-sauna', null],
  events: ['/activities/events/2026-03-04', '2026-03-04'],
  'ice-skating': ['/activities/ice-skating/', null],
  'ice-skating-schools': ['/activities/ice-skating/schools', null],
  'special-events': ['/special-events/2026-03-05?featured=1%202', '2026-03-05'],
};

describe('<ik-booking-engine> router', () => {
  let engine: HTMLElement;

  before(async () => {
    await sandboxPost('/rs/clearSession');
    engine = mountEngine(BASE);
    await headingOf(engine, 'Make a booking');
  });

  after(() => {
    engine.remove();
    restoreUrl();
  });

  it('has an example for every route of the table', () => {
    expect(Object.keys(EXAMPLES).sort()).to.deep.equal(BOOKING_ROUTES.map((r) => r.name).sort());
  });

  for (const route of BOOKING_ROUTES) {
    it(`shows the ${route.name} route`, async () => {
      const [path, param] = EXAMPLES[route.name]!;
      if (route.name === 'cart') {
        // Book your Stay, shown before, writes its dates in an effect that may run after its
        // heading shows: leave it first, so that the removal below comes after that write.
        goTo(BASE);
        await headingOf(engine, 'Make a booking');
      }
      // Book your Stay remembers its dates; the empty cart below must find none.
      localStorage.removeItem('last_date_searched');
      goTo(`${BASE}${path}`);
      if (route.name === 'cart') {
        // An empty cart moves on to the stay screen.
        await until(() => expect(location.pathname).to.equal(`${BASE}/stay`));
        await headingOf(engine, 'Book your Stay');
        return;
      }
      const heading = await headingOf(engine, route.title);
      expect(document.title).to.equal(`${route.title} | innkit browser test`);
      const text = shadow(engine).textContent ?? '';
      if (route.ready) {
        expect(text).not.to.contain('Coming soon');
      } else {
        expect(text).to.contain(`Coming soon: the “${route.title}” screen is on its way.`);
      }
      if (param && !route.ready)
        expect([...shadow(engine).querySelectorAll('dd')].map((d) => d.textContent)).to.include(
          param,
        );
      // Arriving by history (not a click inside), the heading takes focus as well; the first
      // screen of a page load does not take it.
      if (route.name !== 'book')
        expect(focused() === heading, 'focus on the heading').to.equal(true);
    });
  }

  it('shows the not-found page for any other address, with a way back', async () => {
    goTo(`${BASE}/no/such/page`);
    const heading = await headingOf(engine, 'Oh snap!');
    expect(shadow(engine).textContent).to.contain(
      'The page you are looking for can not be found...',
    );
    const back = control<HTMLAnchorElement>(engine, 'a', 'Go back')!;
    expect(back.getAttribute('href')).to.equal('/the-lake/book/');
    expect(document.title).to.equal('Page not found | innkit browser test');
    back.click();
    await headingOf(engine, 'Make a booking');
    expect(location.pathname).to.equal('/the-lake/book/');
    expect(focused() === heading).to.equal(false);
    await expectNoAxeViolations(engine);
  });

  it('follows its own links in-page, moves focus to the new heading, and goes back and forward', async () => {
    goTo(BASE);
    await headingOf(engine, 'Make a booking');
    const marker = Symbol.for('still the same page');
    (window as unknown as Record<symbol, boolean>)[marker] = true;
    const gift = control<HTMLAnchorElement>(engine, 'a', /Gift cards/)!;
    await realClick(gift);
    const heading = await headingOf(engine, 'Gift cards');
    expect(location.pathname).to.equal(`${BASE}/gift-cards`);
    expect(focused() === heading, 'focus on the heading').to.equal(true);
    expect(document.title).to.equal('Gift cards | innkit browser test');
    history.back();
    const landing = await headingOf(engine, 'Make a booking');
    await until(() => expect(focused() === landing, 'focus on the heading').to.equal(true));
    history.forward();
    await headingOf(engine, 'Gift cards');
    expect((window as unknown as Record<symbol, boolean>)[marker]).to.equal(true);
  });

  it('leaves links that open elsewhere to the browser', async () => {
    goTo(BASE);
    await headingOf(engine, 'Make a booking');
    const restaurants = control<HTMLAnchorElement>(engine, 'a', /Restaurants/)!;
    expect(restaurants.getAttribute('href')).to.equal('/the-lake/food-drink');
    let prevented: boolean | null = null;
    const spy = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // keep the test page where it is
    };
    document.addEventListener('click', spy);
    restaurants.click();
    document.removeEventListener('click', spy);
    expect(prevented).to.equal(false);
    expect(location.pathname).to.equal(BASE);
  });

  it('takes the header’s links to the engine in-page (ik-before-navigate)', async () => {
    goTo(BASE);
    await headingOf(engine, 'Make a booking');
    const toAccount = new CustomEvent('ik-before-navigate', {
      detail: { route: 'account', href: `${BASE}/account` },
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    expect(document.dispatchEvent(toAccount)).to.equal(false);
    await headingOf(engine, 'Your profile');
    const toHome = new CustomEvent('ik-before-navigate', {
      detail: { route: 'home', href: '/the-lake' },
      cancelable: true,
    });
    expect(document.dispatchEvent(toHome)).to.equal(true);
  });

  it('shows the landing cards, with nothing for axe to find', async () => {
    goTo(`${BASE}/`);
    await headingOf(engine, 'Make a booking');
    const cards = [...shadow(engine).querySelectorAll('[part=card]')].map(
      (card) =>
        `${card.querySelector('h2')!.textContent} → ${card.querySelector('a')!.getAttribute('href')}`,
    );
    expect(cards).to.deep.equal([
      'Stay at The Lake → /the-lake/book/stay/search',
      'Stay at the Inn → /the-lake/book/stay/search/inn',
      'Restaurants → /the-lake/food-drink',
      'Spa treatments → /the-lake/book/treatments',
      'Activities → /the-lake/book/activities',
      'Ice skating → /the-lake/book/activities/ice-skating',
      'Gift cards → /the-lake/book/gift-cards',
    ]);
    // Each card's picture (or its placeholder) sits in a box of fixed ratio above its heading.
    const media = [...shadow(engine).querySelectorAll<HTMLElement>('[part=card] [part=photo]')];
    expect(media).to.have.length(7);
    for (const box of media) expect(getComputedStyle(box).aspectRatio).to.equal('16 / 10');
    // The demo venue supplies no pictures: each card shows the theme's own drawing of its
    // subject (issue 38 §4), the first the theme's landscape; no pictogram, no lake picture.
    expect(shadow(engine).querySelectorAll('[part=card] img')).to.have.length(0);
    const placeholders = media.map((box) =>
      box.querySelector<HTMLElement>('[part=photo-placeholder]')!,
    );
    expect(placeholders.map((p) => p.dataset.art ?? null)).to.deep.equal([
      null,
      'stay',
      'dining',
      'spa',
      'activity',
      'skating',
      'gift',
    ]);
    const art = 'url("data:image/svg+xml,%3Csvg xmlns=\'http://www.w3.org/2000/svg\'/%3E")';
    engine.style.setProperty('--ik-art-spa', art);
    expect(getComputedStyle(placeholders[3]!).backgroundImage).to.contain('data:image/svg+xml');
    engine.style.removeProperty('--ik-art-spa');
    await expectNoAxeViolations(engine);
  });
});
