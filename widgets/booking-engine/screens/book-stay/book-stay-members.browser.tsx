import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { loadSession } from '../../../../src/stores';
import { expectNoAxeViolations, sandboxPost, until } from '../../../../tests/browser/helpers';
import { input, newLoggedInGuest } from '../../account-test-helpers';
import { BASE, focused, headingOf, mountEngine, shadow } from '../../engine-test-helpers';
import { pounds, rateOf, startBookStayTest, endEngineTest } from './book-stay-test-helpers';

// Issue 36 §4 against the real sandbox: the lake's Members' Rate on the Lakeside Double
// (sandbox/db/seed-offer-plans.ts) is told to guests who are not logged in as a price only.
// A stay of its own, 20–23 April 2026; nothing is booked.
const STAY = `${BASE}/stay/2026-04-20/3/2/0/0/lake`;

const cardOf = (engine: HTMLElement, room: string) =>
  [...shadow(engine).querySelectorAll<HTMLElement>('[part=room-type]')].find(
    (card) => card.getAttribute('aria-label') === room,
  ) ?? null;
const teaserOf = (card: HTMLElement | null) =>
  card?.querySelector<HTMLElement>('[part=member-teaser]') ?? null;
const publicTotals = (card: HTMLElement) =>
  [...card.querySelectorAll('[part=rate-total] [part=price-now]')].map((p) =>
    pounds(p.textContent),
  );

describe('<ik-booking-engine> Book your Stay: member prices', () => {
  let engine: HTMLElement;
  let member = '';

  before(async () => {
    member = await newLoggedInGuest('member', 'Windermere9', 'members.innkit.test');
  });

  beforeEach(async () => {
    await startBookStayTest();
    await loadSession();
  });

  afterEach(() => {
    endEngineTest(engine);
  });

  it('tells a guest who is not logged in what members pay, beside the public price, gated', async () => {
    engine = mountEngine(STAY);
    const double = await until(() => cardOf(engine, 'Lakeside Double'));
    const teaser = await until(() => teaserOf(double));
    expect(teaser.textContent).to.match(/^Members pay £[\d,]+\.\d\d — log in or join$/);
    expect(pounds(teaser.textContent)).to.be.lessThan(Math.min(...publicTotals(double)));
    const link = teaser.querySelector('a')!;
    expect(link.getAttribute('href')).to.equal(
      `${BASE}/login-register?redirect=${encodeURIComponent(STAY)}`,
    );
    // The rate itself is not on the page; rooms without a member rate say nothing.
    expect(rateOf(engine, 'Lakeside Double', 'Members’ Rate')).to.equal(null);
    expect(teaserOf(cardOf(engine, 'Woodland Lodge'))).to.equal(null);
    await expectNoAxeViolations(engine);
  });

  it('logs in from the teaser by keyboard and shows the member rate without searching again', async () => {
    engine = mountEngine(STAY);
    const double = await until(() => cardOf(engine, 'Lakeside Double'));
    const link = (await until(() => teaserOf(double))).querySelector('a')!;
    const price = pounds(link.parentElement!.textContent);
    // Keyboard only: from the rate details' neighbour, Shift+Tab lands on the link; Enter.
    double.querySelector<HTMLButtonElement>('[part=rate-details]')!.focus();
    await sendKeys({ press: 'Shift+Tab' });
    expect(focused()).to.equal(link);
    await sendKeys({ press: 'Enter' });
    const heading = await headingOf(engine, /log in|Log in|Login/i);
    expect(focused()).to.equal(heading);
    const email = await until(() => input(engine, 'EmailAddress'));
    email.focus();
    await sendKeys({ type: member });
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal(input(engine, 'Password'));
    await sendKeys({ type: 'Windermere9' });
    await sendKeys({ press: 'Enter' });
    // Back on the same search, with the member's rate, and no teaser.
    const back = await headingOf(engine, 'Book your Stay');
    expect(location.pathname).to.equal(STAY);
    const rate = await until(() => rateOf(engine, 'Lakeside Double', 'Members’ Rate'));
    expect(pounds(rate.querySelector('[part=price-now]')!.textContent)).to.equal(price);
    expect(teaserOf(cardOf(engine, 'Lakeside Double'))).to.equal(null);
    expect(focused()).to.equal(back);
    await sandboxPost('/rs/clearSession');
  });
});
