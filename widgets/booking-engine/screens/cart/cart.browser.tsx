import { expect } from 'chai';
import { formatDate } from '../../../../src/domain/format/format-date';
import {
  CART_CATEGORIES,
  type CartCategory,
  type WebFolioItem,
} from '../../../../src/schemas/cart';
import { $cart, $notice, logIn, refreshCart, writeLastDateSearched } from '../../../../src/stores';
import { expectNoAxeViolations, sandboxPost, until } from '../../../../tests/browser/helpers';
import { SEEDED_GUEST } from '../../../../tests/browser/seeded-guest';
import {
  BASE,
  headingOf,
  mountEngine,
  restoreUrl,
  rsRequests,
  shadow,
} from '../../engine-test-helpers';

async function addSample(category: CartCategory = 'Hotel'): Promise<void> {
  const response = await sandboxPost('/sandbox/api/cart/sample', { category });
  expect(response.status).to.equal(200);
  await refreshCart();
}

const items = (engine: HTMLElement) => [
  ...shadow(engine).querySelectorAll<HTMLElement>('[part=cart-item]'),
];
const itemNamed = (engine: HTMLElement, name: string) =>
  items(engine).find((item) => item.querySelector('h3')!.textContent === name) ?? null;
const removeButton = (item: HTMLElement) =>
  [...item.querySelectorAll<HTMLButtonElement>('.ik-actions button')].find((b) =>
    b.textContent!.startsWith('Remov'),
  )!;
const factsOf = (item: HTMLElement) =>
  Object.fromEntries(
    [...item.querySelectorAll(':scope > [part=card-body] > dl > div')].map((d) => [
      d.querySelector('dt')!.textContent,
      d.querySelector('dd')!.textContent,
    ]),
  );

const analytics: {
  event: string;
  ecommerce?: { value: number; items: { item_category: string }[] };
}[] = [];
document.addEventListener('ik-analytics', (e) => analytics.push((e as CustomEvent).detail));

describe('<ik-booking-engine> cart', () => {
  let engine: HTMLElement;

  beforeEach(async () => {
    await sandboxPost('/rs/clearSession');
    analytics.length = 0;
    localStorage.clear();
  });

  afterEach(() => {
    engine?.remove();
    restoreUrl();
  });

  it('lists every category in order with details, dates, guests, amounts and the total', async () => {
    await refreshCart();
    for (const category of [
      'Dining',
      'Retail',
      'Active',
      'Treatments',
      'SPAPayment',
      'PMSPayment',
      'Hotel',
    ] as const) {
      await addSample(category);
    }
    engine = mountEngine(`${BASE}/cart`);
    await headingOf(engine, 'Your cart');
    await until(() => expect(items(engine)).to.have.length(7));
    const sections = [...shadow(engine).querySelectorAll<HTMLElement>('[part=cart-section]')];
    expect(
      sections.map((s) => `${s.dataset.category}: ${s.querySelector('h2')!.textContent}`),
    ).to.deep.equal([
      'Hotel: Rooms',
      'PMSPayment: Stay payments',
      'SPAPayment: Spa payments',
      'Treatments: Treatments',
      'Active: Activities',
      'Retail: Gift cards and retail',
      'Dining: Dining',
    ]);
    const room = $cart.get().FolioItems.find((i) => i.Category === 'Hotel')!;
    const roomCard = itemNamed(engine, 'Lakeside Double — Bed & Breakfast')!;
    expect(factsOf(roomCard)).to.deep.equal({
      Dates: `${formatDate(room.StartDate!)} to ${formatDate(room.FinishDate!)}`,
      Nights: '1',
      Guests: '2 adults',
      Where: 'The Lake',
      Rate: 'Bed & Breakfast',
    });
    expect(roomCard.querySelector('.cart-item__amount')!.textContent).to.equal('Amount: £245.00');
    const dinner = itemNamed(engine, 'Dinner at The Boathouse')!;
    expect(factsOf(dinner)['Dates']).to.match(/^\d{1,2} [A-Z][a-z]+, \d{4} at 19:00$/);
    expect(factsOf(dinner)['Your request']).to.equal('A table by the window, please');
    expect(factsOf(itemNamed(engine, 'Gift card — £100')!)['For']).to.equal('Grace Hopper');
    expect(shadow(engine).querySelector('[part=total]')!.textContent).to.equal('Total £680.00');
    // The cart was viewed: GA4 view_cart with every item and the value.
    await until(() => expect(analytics.map((a) => a.event)).to.include('view_cart'));
    const viewed = analytics.find((a) => a.event === 'view_cart')!;
    expect(viewed.ecommerce!.value).to.equal(680);
    expect(viewed.ecommerce!.items).to.have.length(7);
    await expectNoAxeViolations(engine);
  });

  it('shows Youth as babies', async () => {
    await addSample('Hotel');
    engine = mountEngine(`${BASE}/cart`);
    await until(() => expect(items(engine)).to.have.length(1));
    const room = $cart.get().FolioItems[0]!;
    $cart.set({ ...$cart.get(), FolioItems: [{ ...room, Children: 1, Youth: 2 } as WebFolioItem] });
    await until(() =>
      expect(factsOf(items(engine)[0]!)['Guests']).to.equal('2 adults, 1 child, 2 babies'),
    );
    await refreshCart();
  });

  it('removes each kind of item through its cancel method, once however often it is clicked', async () => {
    await refreshCart();
    for (const category of CART_CATEGORIES) await addSample(category);
    engine = mountEngine(`${BASE}/cart`);
    await until(() => expect(items(engine)).to.have.length(7));
    const names = [
      'Balance payment — Lakeside Double',
      'Balance payment — Spa day',
      'Hot Stone Massage (60 minutes)',
      'Paddle boarding taster',
      'Gift card — £100',
      'Dinner at The Boathouse',
    ];
    for (const [index, name] of names.entries()) {
      const button = removeButton(itemNamed(engine, name)!);
      const before = rsRequests();
      button.click();
      button.click();
      await until(() => expect(itemNamed(engine, name)).to.equal(null));
      expect(rsRequests() - before, name).to.equal(1);
      expect(items(engine)).to.have.length(6 - index);
    }
    const removed = analytics.filter((a) => a.event === 'remove_from_cart');
    expect(removed.map((a) => a.ecommerce!.items[0]!.item_category)).to.deep.equal(
      CART_CATEGORIES.slice(1),
    );
    expect(removed[0]!.ecommerce!.value).to.equal(120);
    expect(shadow(engine).querySelector('[part=total]')!.textContent).to.equal('Total £245.00');
    // Last, the room (CancelPMSBooking): the cart is empty and the guest moves on.
    removeButton(itemNamed(engine, 'Lakeside Double — Bed & Breakfast')!).click();
    await headingOf(engine, 'Book your Stay');
    expect($cart.get().FolioItems).to.have.length(0);
    expect(analytics.filter((a) => a.event === 'remove_from_cart')).to.have.length(7);
  });

  it('keeps the item and says so in plain words when the hotel refuses the removal', async () => {
    await addSample('Retail');
    engine = mountEngine(`${BASE}/cart`);
    await until(() => expect(items(engine)).to.have.length(1));
    const gift = $cart.get().FolioItems[0]!;
    // Someone else (another tab) removed it already; this page still shows it.
    await sandboxPost('/rs/request', {
      method: 'CancelRetailItem',
      data: { FolioItemId: gift.FolioItemId },
    });
    const logsBefore = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('/log/client')).length;
    removeButton(items(engine)[0]!).click();
    const alert = await until(() =>
      shadow(engine).querySelector('[part=cart-item] [part=card-body] > [role=alert]'),
    );
    expect(alert.textContent).to.equal('That item is no longer in your cart.');
    expect(items(engine)).to.have.length(1);
    await until(() =>
      expect(
        performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/log/client'))
          .length,
      ).to.equal(logsBefore + 1),
    );
  });

  it('starts a new session with the expired notice when the session has lapsed', async () => {
    await addSample('Hotel');
    engine = mountEngine(`${BASE}/cart`);
    await until(() => expect(items(engine)).to.have.length(1));
    await sandboxPost('/sandbox/api/session/expire');
    removeButton(items(engine)[0]!).click();
    await until(() => expect($notice.get()).to.equal('booking-expired'));
    // The fresh session's cart is empty: the guest is sent on to book a stay.
    await until(() => expect(location.pathname).to.equal(`${BASE}/stay`));
    $notice.set(null);
  });

  it('pays through login-register with redirect checkout when logged out, checkout when logged in', async () => {
    await addSample('Hotel');
    engine = mountEngine(`${BASE}/cart`);
    const pay = await until(() => shadow(engine).querySelector<HTMLAnchorElement>('[part=pay]'));
    expect(pay.textContent).to.equal('Pay Now');
    expect(pay.getAttribute('href')).to.equal(`${BASE}/login-register?redirect=checkout`);
    pay.click();
    await headingOf(engine, 'Login or create an account');
    expect(location.pathname + location.search).to.equal(
      `${BASE}/login-register?redirect=checkout`,
    );
    expect(
      (await logIn({ EmailAddress: SEEDED_GUEST.email, Password: SEEDED_GUEST.password })).ok,
    ).to.equal(true);
    history.back();
    await headingOf(engine, 'Your cart');
    const payNow = await until(() => shadow(engine).querySelector<HTMLAnchorElement>('[part=pay]'));
    expect(payNow.getAttribute('href')).to.equal(`${BASE}/checkout`);
    payNow.click();
    await headingOf(engine, 'Checkout');
    await sandboxPost('/logout');
  });

  it('says Complete booking when nothing is due', async () => {
    await refreshCart();
    await addSample('Dining');
    engine = mountEngine(`${BASE}/cart`);
    const pay = await until(() => shadow(engine).querySelector<HTMLAnchorElement>('[part=pay]'));
    expect(pay.textContent).to.equal('Complete booking');
    expect(shadow(engine).querySelector('[part=total]')!.textContent).to.equal('Total £0.00');
  });

  it('sends an empty cart on to book a stay with the last searched dates, or without them', async () => {
    await refreshCart();
    writeLastDateSearched('2026-03-01_2026-03-03');
    engine = mountEngine(`${BASE}/cart`);
    await headingOf(engine, 'Book your Stay');
    expect(location.pathname).to.equal(`${BASE}/stay/2026-03-01/2`);
    // Book your Stay reads the nights from the address.
    await until(() =>
      expect(shadow(engine).querySelector('.stay-summary')!.textContent).to.contain('2 nights'),
    );
    engine.remove();
    localStorage.clear();
    await refreshCart();
    engine = mountEngine(`${BASE}/cart`);
    await headingOf(engine, 'Book your Stay');
    expect(location.pathname).to.equal(`${BASE}/stay`);
    await until(() =>
      expect(shadow(engine).querySelector('[part=adjust-search]')).not.to.equal(null),
    );
  });
});
