import { expect } from 'chai';
import { fetchMyBookings } from '../../../../src/api/account-api';
import { fetchCart } from '../../../../src/api/cart-api';
import { cartEcho } from '../../../../src/api/cart-echo';
import { purchaseGiftCertificate } from '../../../../src/api/gift-cards';
import { reserve, sessionFields } from '../../../../src/api/checkout-api';
import { ACCOUNT_MESSAGES } from '../../../../src/domain/text/account-messages';
import { isExcludedExtra } from '../../../../src/domain/cart/is-excluded-extra';
import { formatDate } from '../../../../src/domain/format/format-date';
import { $session, refreshCart, renewSession } from '../../../../src/stores';
import { expectNoAxeViolations, sandboxPost, until } from '../../../../tests/browser/helpers';
import { newLoggedInGuest, payCartOnCardPage } from '../../account-test-helpers';
import { BASE, headingOf, mountEngine, restoreUrl, shadow } from '../../engine-test-helpers';

/** A booking card's facts, term to value. */
const factsOf = (item: Element) =>
  Object.fromEntries(
    [...item.querySelectorAll('dl > div')].map((d) => [
      d.querySelector('dt')!.textContent,
      d.querySelector('dd')!.textContent,
    ]),
  );

const sectionText = (engine: HTMLElement, title: string) =>
  shadow(engine).querySelector(`section[aria-label="${title}"]`)?.textContent ?? '';

describe('<ik-booking-engine> my bookings', () => {
  let engine: HTMLElement;

  beforeEach(async () => {
    await renewSession();
  });

  afterEach(() => {
    engine?.remove();
    restoreUrl();
  });

  it('asks a guest who is not logged in to log in, linking back here', async () => {
    engine = mountEngine(`${BASE}/my-booking`);
    await headingOf(engine, 'Your Bookings');
    const panel = await until(() => shadow(engine).querySelector('[part=logged-out]'));
    expect(panel.querySelector('p')!.textContent).to.equal(ACCOUNT_MESSAGES.logInForBookings);
    expect(panel.querySelector('a')!.getAttribute('href')).to.equal(
      `${BASE}/login-register?redirect=my-booking`,
    );
    await expectNoAxeViolations(engine);
  });

  it('says a failed load in plain words, and Try again loads the bookings', async () => {
    await newLoggedInGuest('failed-load');
    const original = window.fetch;
    let fail = true;
    window.fetch = (resource: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        resource instanceof Request ? resource.url : String(resource),
        location.href,
      );
      if (fail && url.pathname === '/rs/get-my-bookings') {
        return Promise.resolve(new Response('oops', { status: 500 }));
      }
      return original.call(window, resource, init);
    };
    try {
      engine = mountEngine(`${BASE}/my-booking`);
      await headingOf(engine, 'Your Bookings');
      const block = await until(() => shadow(engine).querySelector('[data-state=failed]'));
      expect(block.querySelector('[role=alert] p')!.textContent).to.equal(
        'Something went wrong on our side. Please try again in a moment.',
      );
      await expectNoAxeViolations(engine);
      fail = false;
      block.querySelector<HTMLButtonElement>('[part=retry]')!.click();
      await until(() =>
        expect(sectionText(engine, 'Stays')).to.contain('You have no stays booked.'),
      );
    } finally {
      window.fetch = original;
    }
  });

  it('shows every empty list with its message for a guest with no bookings', async () => {
    await newLoggedInGuest('empty');
    engine = mountEngine(`${BASE}/my-booking`);
    await headingOf(engine, 'Your Bookings');
    await until(() => expect(sectionText(engine, 'Stays')).to.contain('You have no stays booked.'));
    expect(sectionText(engine, 'Treatments')).to.contain('No treatments booked.');
    expect(sectionText(engine, 'Active sessions')).to.contain('No active sessions booked.');
    expect(sectionText(engine, 'Dining')).to.contain('No dining reservations booked.');
    await expectNoAxeViolations(engine);
  });

  it('lists a booking just made with its fields and marks it by its reference', async () => {
    await newLoggedInGuest('dining');
    expect((await sandboxPost('/sandbox/api/cart/sample', { category: 'Dining' })).status).to.equal(
      200,
    );
    await refreshCart();
    const cart = cartEcho(await fetchCart());
    const done = await reserve({ cart, balance: 0 });
    expect(done.Result.value).to.equal('SUCCESS');
    const ref = String(done.BookingRef);
    engine = mountEngine(`${BASE}/my-booking?ref=${encodeURIComponent(ref)}`);
    await headingOf(engine, 'Your Bookings');
    const item = await until(() =>
      shadow(engine).querySelector<HTMLElement>('[part~=new-booking]'),
    );
    expect(item.querySelector('h3')!.textContent).to.equal('The Boathouse (Just booked)');
    // A card, not a bulleted list item; "Just booked" is a badge in words.
    expect(item.tagName).to.equal('LI');
    expect(getComputedStyle(item.parentElement!).listStyleType).to.equal('none');
    expect(item.querySelector('.booking__new')!.textContent).to.equal(' (Just booked)');
    const facts = Object.fromEntries(
      [...item.querySelectorAll('dl > div')].map((d) => [
        d.querySelector('dt')!.textContent,
        d.querySelector('dd')!.textContent,
      ]),
    );
    expect(facts['Party size']).to.equal('2');
    expect(facts.Name).to.equal('Grace Hopper');
    const [dining] = (await fetchMyBookings()).Dining;
    // When, in one line under the title; its status in words.
    expect(item.querySelector('[part=booking-when]')!.textContent).to.equal(
      `${formatDate(dining!.date)} at 19:00`,
    );
    expect(item.querySelector('[part=booking-status]')!.textContent).to.equal('Confirmed');
    expect(sectionText(engine, 'Stays')).to.contain('You have no stays booked.');
    await expectNoAxeViolations(engine);
  });

  it('opens a booked stay’s extras drawer: its extras, and only the allowed ones to add', async () => {
    await newLoggedInGuest('stay-extras');
    await sandboxPost('/sandbox/api/cart/sample');
    await refreshCart();
    // Paid on the card page (a plain form post, as from its frame); the status call books it.
    await payCartOnCardPage();

    engine = mountEngine(`${BASE}/my-booking`);
    await headingOf(engine, 'Your Bookings');
    // The party as booked, in words (no "0 youth, 0 children").
    const guests = await until(() =>
      [...shadow(engine).querySelectorAll('[part=booking] dt')].find(
        (dt) => dt.textContent === 'Guests',
      ),
    );
    expect(guests.nextElementSibling!.textContent).to.equal('2 adults');
    const open = await until(() =>
      shadow(engine).querySelector<HTMLButtonElement>('[part=stay-extras]'),
    );
    open.click();
    const dialog = await until(() => shadow(engine).querySelector('dialog[open]'));
    expect(dialog.textContent).to.contain('No extras on this stay yet.');
    await until(() => dialog.querySelector('form.extra-group'));
    // Under the drawer's own "Add to your stay" (h3), each group's title is an h4.
    const titles = [...dialog.querySelectorAll('form.extra-group h4')].map((h) =>
      h.firstChild!.textContent!.trim(),
    );
    expect(titles.length).to.be.greaterThan(0);
    expect(titles.filter((t) => isExcludedExtra(t))).to.deep.equal([]);
    for (const excluded of ['Dogs', 'Cot', 'Extra Bed', 'Guest Note', 'Allergies'])
      expect(titles).not.to.include(excluded);
    await expectNoAxeViolations(engine);

    const prosecco = [...dialog.querySelectorAll<HTMLFormElement>('form.extra-group')].find((f) =>
      f.querySelector('h4')!.textContent!.startsWith('Bottle of Prosecco'),
    )!;
    prosecco.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await until(() =>
      expect(prosecco.querySelector('[role=status]')!.textContent).to.equal(
        'Added bottle of prosecco to your stay.',
      ),
    );
    await until(() =>
      expect(dialog.querySelector('[part=stay-extras-list]')?.textContent).to.contain(
        'Bottle of Prosecco £32.00',
      ),
    );
    expect(sectionText(engine, 'Stays')).to.contain('Balance due£32.00');
    await expectNoAxeViolations(engine);
  });

  it('shows a paid stay as a card: its picture, every part of its payment, a side column', async () => {
    await newLoggedInGuest('stay-card');
    await sandboxPost('/sandbox/api/cart/sample');
    await refreshCart();
    await payCartOnCardPage();
    engine = mountEngine(`${BASE}/my-booking`);
    engine.style.width = '1200px';
    await headingOf(engine, 'Your Bookings');
    const card = await until(() =>
      shadow(engine).querySelector<HTMLElement>('section[aria-label="Stays"] [part~=booking]'),
    );
    const [room] = Object.values((await fetchMyBookings()).Stays).flatMap((s) => s.rooms);
    // The room's own picture, at 3:2.
    const img = card.querySelector<HTMLImageElement>('[part=booking-photo] img')!;
    expect(img.getAttribute('src')).to.equal(room!.Picture!.url);
    expect(img.alt).to.equal(room!.Picture!.alt);
    const box = card.querySelector('[part=booking-photo]')!.getBoundingClientRect();
    expect(box.width / box.height).to.be.closeTo(3 / 2, 0.01);
    // Total, what the card paid, the balance: the numbers reconcile.
    const money = [...card.querySelectorAll('[part=booking-payment] > div')].map(
      (row) => `${row.querySelector('dt')!.textContent} ${row.querySelector('dd')!.textContent}`,
    );
    expect(money).to.deep.equal([
      'Total £245.00',
      'Paid by card ending 1111 £245.00',
      'Balance due £0.00',
    ]);
    // From 1024 px, the lists and a side column beside them, with what the account holds.
    const side = shadow(engine).querySelector<HTMLElement>('[part=account-side]')!;
    expect(side.getAttribute('aria-labelledby')).to.equal('account-side-title');
    expect(side.querySelector('li')!.textContent).to.equal('1 stay');
    expect(side.getBoundingClientRect().left).to.be.at.least(card.getBoundingClientRect().right);
    expect(side.getBoundingClientRect().top).to.be.below(card.getBoundingClientRect().bottom);
    await expectNoAxeViolations(engine);
  });

  it('lists a gift card bought (code masked) and a stay payment made, from 320 px', async () => {
    await newLoggedInGuest('gift-payment');
    const session = sessionFields($session.get());
    const bought = await purchaseGiftCertificate({
      ...session,
      CustomerId: $session.get()?.CustomerId ?? null,
      IssueToName: 'Grace Hopper',
      ItemId: 'GC25',
      Layout: 1,
      Message: null,
      Method: 'E',
      EmailAddress: 'grace.hopper@innkit.test',
      MailToAddress: null,
      WrappingId: null,
      ShippingId: null,
      PackageCertificate: null,
    });
    expect(bought.Result.value).to.equal('SUCCESS');
    await sandboxPost('/sandbox/api/cart/sample', { category: 'PMSPayment' });
    await refreshCart();
    await payCartOnCardPage();

    engine = mountEngine(`${BASE}/my-booking`);
    engine.style.width = '320px';
    await headingOf(engine, 'Your Bookings');
    const gift = await until(() =>
      shadow(engine).querySelector('section[aria-label="Gift cards"] [part~=booking]'),
    );
    expect(gift.querySelector('h3')!.textContent).to.equal('Gift card £25.00');
    const facts = factsOf(gift);
    expect(facts.For).to.equal('Grace Hopper');
    expect(facts.Delivery).to.equal('By email');
    expect(facts['Sent to']).to.equal('grace.hopper@innkit.test');
    // "····JK23", read as "ending in JK23".
    expect(facts.Code).to.match(/^····ending in [A-Z2-9]{4}$/);
    const [card] = (await fetchMyBookings()).GiftCards;
    expect(facts['Valid until']).to.equal(formatDate(card!.ValidUntil));
    const payment = shadow(engine).querySelector('section[aria-label="Payments"] [part~=booking]')!;
    expect(payment.querySelector('h3')!.textContent).to.equal('Balance payment — Lakeside Double');
    expect(factsOf(payment)).to.include({ Paid: '£120.00', Towards: 'A stay' });
    // Nothing wider than the 320 px it was given.
    for (const item of [gift, payment]) {
      expect(item.getBoundingClientRect().width).to.be.at.most(321);
      expect(item.scrollWidth).to.be.at.most(item.clientWidth + 1);
    }
    await expectNoAxeViolations(engine);
  });

  it('leaves out the payments and gift cards lists when there are none', async () => {
    await newLoggedInGuest('no-purchases');
    engine = mountEngine(`${BASE}/my-booking`);
    await headingOf(engine, 'Your Bookings');
    await until(() => expect(sectionText(engine, 'Dining')).to.contain('No dining reservations'));
    expect(shadow(engine).querySelector('section[aria-label="Gift cards"]')).to.equal(null);
    expect(shadow(engine).querySelector('section[aria-label="Payments"]')).to.equal(null);
  });
});
