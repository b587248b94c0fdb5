import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { fetchCart } from '../../../../src/api/cart-api';
import { sessionFields } from '../../../../src/api/checkout-api';
import { bookPms } from '../../../../src/api/rates-api';
import { today } from '../../../../src/core/clock';
import { addDays } from '../../../../src/domain/calendar/calendar-day';
import { formatMoney } from '../../../../src/domain/format/format-money';
import { $session, refreshCart, renewSession } from '../../../../src/stores';
import { deepActiveElement } from '../../../../src/ui/deep-active-element';
import { expectNoAxeViolations, sandboxPost, until } from '../../../../tests/browser/helpers';
import { newLoggedInGuest, payCartOnCardPage } from '../../account-test-helpers';
import { BASE, headingOf, mountEngine, restoreUrl, shadow } from '../../engine-test-helpers';

const CONFIRMATION = '/sandbox/api/account/registration-confirmation';

/** A booking card's facts, term to value. */
const factsOf = (item: Element) =>
  Object.fromEntries(
    [...item.querySelectorAll('dl > div')].map((d) => [
      d.querySelector('dt')!.textContent,
      d.querySelector('dd')!.textContent,
    ]),
  );

/** A room a month or more ahead (B&B, two nights) into the cart. */
async function addRoom(arrival: string): Promise<void> {
  const held = await bookPms({
    ...sessionFields($session.get()),
    PMSRoomType: 'LKDBL',
    RoomNumber: null,
    CustomerId: null,
    PMSRateType: 'BB',
    ArrivalDate: arrival,
    DepartureDate: addDays(arrival, 2),
    Adults: 2,
    Children: 0,
    Youth: 0,
    Infants: 0,
    GroupCode: null,
  });
  expect(held.Result.value).to.equal('SUCCESS');
}

/**
 * A guest with `rooms` B&B stays a month and more ahead, paid at once on the card ending
 * 1111, on My Bookings.
 */
async function paidStay(
  what: string,
  rooms = 1,
): Promise<{ engine: HTMLElement; card: HTMLElement; paid: string }> {
  await newLoggedInGuest(what);
  for (let room = 0; room < rooms; room++) await addRoom(addDays(today(), 30 + 7 * room));
  await refreshCart();
  const paid = formatMoney((await fetchCart()).FolioBalance);
  await payCartOnCardPage();
  const engine = mountEngine(`${BASE}/my-booking`);
  await headingOf(engine, 'Your Bookings');
  const card = await until(() =>
    shadow(engine).querySelector<HTMLElement>('section[aria-label="Stays"] [part~=booking]'),
  );
  return { engine, card, paid };
}

describe('<ik-booking-engine> my bookings: cancel and add to calendar', () => {
  let engine: HTMLElement;

  // These guests confirm their address by the mailed link (the shared helper's way), whatever
  // the hotel's setting is: it is put back after each test.
  let confirmation = false;
  beforeEach(async () => {
    const setting = (await (await fetch(CONFIRMATION)).json()) as { on: boolean };
    confirmation = setting.on;
    await sandboxPost(CONFIRMATION, { on: true });
    await renewSession();
  });

  afterEach(async () => {
    engine?.remove();
    restoreUrl();
    await sandboxPost(CONFIRMATION, { on: confirmation });
  });

  it('shows the terms, offers the calendar file, and keeps the booking when the guest says so', async () => {
    const stay = await paidStay('cancel-keep');
    engine = stay.engine;
    expect(factsOf(stay.card).Cancellation).to.match(
      /^Free cancellation until \d{2}:\d{2}, [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}$/,
    );
    const calendar = stay.card.querySelector<HTMLAnchorElement>('[part~=add-to-calendar]')!;
    expect(calendar.getAttribute('download')).to.match(/^LK\d+-\d+\.ics$/);
    const ics = decodeURIComponent(
      calendar.href.replace(/^data:text\/calendar;charset=utf-8,/, ''),
    );
    expect(ics).to.match(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).to.contain('DTSTART;TZID=Europe/London:');
    const cancel = stay.card.querySelector<HTMLButtonElement>('[part=cancel-item]')!;
    const title = stay.card.querySelector('h3')!.textContent!;
    expect(cancel.textContent).to.equal(`Cancel ${title}`);
    cancel.focus();
    cancel.click();
    const dialog = await until(() => shadow(engine).querySelector('dialog[open]'));
    expect(dialog.querySelector('h2')!.textContent).to.equal(`Cancel ${title}?`);
    await until(() => dialog.querySelector('ul[part=cancel-quote]'));
    await expectNoAxeViolations(engine);
    await sendKeys({ press: 'Escape' });
    await until(() => expect(shadow(engine).querySelector('dialog[open]')).to.equal(null));
    // Focus back on the button that opened it; nothing cancelled.
    await until(() => expect(deepActiveElement()).to.equal(cancel));
    expect(factsOf(stay.card).Status).to.equal(undefined);
  });

  it('says what will happen, cancels on confirm, and announces and focuses the outcome', async () => {
    const stay = await paidStay('cancel-confirm');
    engine = stay.engine;
    stay.card.querySelector<HTMLButtonElement>('[part=cancel-item]')!.click();
    const dialog = await until(() => shadow(engine).querySelector('dialog[open]'));
    const quote = await until(() => dialog.querySelector('ul[part=cancel-quote]'));
    expect(quote.textContent).to.equal(
      `${stay.paid} back to the card ending 1111 within 5–10 days.`,
    );
    const confirm = dialog.querySelector<HTMLButtonElement>('[part~=confirm-cancel]')!;
    confirm.focus();
    confirm.click();
    const outcome = await until(() =>
      shadow(engine).querySelector<HTMLElement>('[part~=booking] [part=cancel-outcome]'),
    );
    expect(outcome.getAttribute('role')).to.equal('status');
    expect(outcome.textContent).to.equal(
      `Cancelled. ${stay.paid} back to the card ending 1111 within 5–10 days.`,
    );
    await until(() => expect(shadow(engine).querySelector('dialog[open]')).to.equal(null));
    await until(() => expect(deepActiveElement()).to.equal(outcome));
    const card = outcome.closest('[part~=booking]')!;
    expect(factsOf(card)).to.include({ Status: 'Cancelled', Refund: stay.paid });
    // Nothing left to offer for a cancelled stay.
    expect(card.querySelector('[part=cancel-item]')).to.equal(null);
    expect(card.querySelector('[part~=add-to-calendar]')).to.equal(null);
    expect(card.querySelector('[part=stay-extras]')).to.equal(null);
    await expectNoAxeViolations(engine);
  });

  it('cancels a whole booking of two rooms at once, the outcome on its first', async () => {
    const stay = await paidStay('cancel-whole', 2);
    engine = stay.engine;
    const cards = () => [
      ...shadow(engine).querySelectorAll('section[aria-label="Stays"] [part~=booking]'),
    ];
    expect(cards()).to.have.length(2);
    // Offered once, on the booking's first line.
    const whole = [...shadow(engine).querySelectorAll<HTMLButtonElement>('[part=cancel-booking]')];
    expect(whole).to.have.length(1);
    expect(cards()[0]!.contains(whole[0]!)).to.equal(true);
    whole[0]!.click();
    const dialog = await until(() => shadow(engine).querySelector('dialog[open]'));
    expect(dialog.querySelector('h2')!.textContent).to.match(/^Cancel booking LK\d+\?$/);
    const quote = await until(() => dialog.querySelector('ul[part=cancel-quote]'));
    expect(quote.textContent).to.equal(
      `${stay.paid} back to the card ending 1111 within 5–10 days.`,
    );
    await expectNoAxeViolations(engine);
    dialog.querySelector<HTMLButtonElement>('[part~=confirm-cancel]')!.click();
    const outcome = await until(() =>
      cards()[0]!.querySelector<HTMLElement>('[part=cancel-outcome]'),
    );
    await until(() => expect(deepActiveElement()).to.equal(outcome));
    for (const card of cards()) expect(factsOf(card).Status).to.equal('Cancelled');
    expect(shadow(engine).querySelector('[part=cancel-booking]')).to.equal(null);
    await expectNoAxeViolations(engine);
  });
});
