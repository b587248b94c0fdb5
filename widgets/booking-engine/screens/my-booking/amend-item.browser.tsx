import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { sessionFields } from '../../../../src/api/checkout-api';
import { bookPms } from '../../../../src/api/rates-api';
import { today } from '../../../../src/core/clock';
import { addDays } from '../../../../src/domain/calendar/calendar-day';
import { $session, refreshCart, renewSession } from '../../../../src/stores';
import { $myBookings } from '../../../../src/stores/engine/my-bookings';
import { deepActiveElement } from '../../../../src/ui/deep-active-element';
import { expectNoAxeViolations, sandboxPost, until } from '../../../../tests/browser/helpers';
import { newLoggedInGuest, payCartOnCardPage } from '../../account-test-helpers';
import { BASE, headingOf, mountEngine, restoreUrl, shadow } from '../../engine-test-helpers';

const CONFIRMATION = '/sandbox/api/account/registration-confirmation';

/** A guest with a paid B&B room a month ahead (`nights` nights), on My Bookings. */
async function paidStay(what: string, nights: number) {
  await newLoggedInGuest(what);
  // A departure that is not the 1st or 2nd of a month: its day goes one down without wrapping.
  let arrival = addDays(today(), 30);
  while (Number(addDays(arrival, nights).slice(8)) < 3) arrival = addDays(arrival, 1);
  const held = await bookPms({
    ...sessionFields($session.get()),
    PMSRoomType: 'LKDBL',
    RoomNumber: null,
    CustomerId: null,
    PMSRateType: 'BB',
    ArrivalDate: arrival,
    DepartureDate: addDays(arrival, nights),
    Adults: 2,
    Children: 0,
    Youth: 0,
    Infants: 0,
    GroupCode: null,
  });
  expect(held.Result.value).to.equal('SUCCESS');
  await refreshCart();
  await payCartOnCardPage();
  const engine = mountEngine(`${BASE}/my-booking`);
  await headingOf(engine, 'Your Bookings');
  const card = await until(() =>
    shadow(engine).querySelector<HTMLElement>('section[aria-label="Stays"] [part~=booking]'),
  );
  return { engine, card, arrival };
}

const dialogOf = (engine: HTMLElement) =>
  until(() => shadow(engine).querySelector<HTMLDialogElement>('dialog[open]'));

/** Presses Tab until `target` has focus, checking that focus never leaves the dialog. */
async function tabTo(dialog: HTMLDialogElement, target: Element, most = 12): Promise<void> {
  for (let press = 0; press < most && deepActiveElement() !== target; press++) {
    await sendKeys({ press: 'Tab' });
    expect(dialog.contains(deepActiveElement()), 'focus stays in the dialog').to.equal(true);
  }
  expect(deepActiveElement()).to.equal(target);
}

describe('<ik-booking-engine> my bookings: change a room', () => {
  let engine: HTMLElement;
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

  it('by keyboard alone: a night fewer, the price, confirm, the outcome, focus back', async () => {
    const stay = await paidStay('amend-keys', 2);
    engine = stay.engine;
    const change = stay.card.querySelector<HTMLButtonElement>('[part~=amend-item]')!;
    const title = stay.card.querySelector('h3')!.textContent!;
    expect(change.textContent).to.equal(`Change dates or guests: ${title}`);
    change.focus();
    expect(deepActiveElement()).to.equal(change);
    await sendKeys({ press: 'Enter' });
    const dialog = await dialogOf(engine);
    expect(dialog.querySelector('h2')!.textContent).to.equal(`Change ${title}`);
    // The dialog opens on its first field, the arrival, at the booking's own dates.
    const arrival = dialog.querySelector<HTMLInputElement>('#amend-arrival')!;
    await until(() => expect(deepActiveElement()).to.equal(arrival));
    expect(arrival.value).to.equal(stay.arrival);
    expect(dialog.textContent).to.match(/You can change this booking free of charge until /);
    await expectNoAxeViolations(engine);

    // One night fewer, by the keys of the date field: its day, one down.
    const departure = dialog.querySelector<HTMLInputElement>('#amend-departure')!;
    const shorter = addDays(stay.arrival, 1);
    await tabTo(dialog, departure);
    await sendKeys({ press: 'ArrowDown' });
    if (departure.value !== shorter) {
      // Its first segment was not the day (a month-first locale): back, then the next one.
      await sendKeys({ press: 'ArrowUp' });
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()).to.equal(departure);
      await sendKeys({ press: 'ArrowDown' });
    }
    await until(() => expect(departure.value).to.equal(shorter));

    const check = dialog.querySelector<HTMLButtonElement>('[part~=amend-check]')!;
    await tabTo(dialog, check);
    await sendKeys({ press: 'Enter' });
    // The price replaces the button the guest used, and takes its focus.
    const quote = await until(() => dialog.querySelector<HTMLElement>('[part=amend-quote]'));
    await until(() => expect(deepActiveElement()).to.equal(quote));
    expect(quote.textContent).to.match(/^New total £[\d,.]+ \(was £[\d,.]+\)/);
    expect(quote.textContent).to.match(
      /(No difference in price|£[\d,.]+ back to your card|\+£[\d,.]+ to pay)$/,
    );
    await expectNoAxeViolations(engine);

    const confirm = dialog.querySelector<HTMLButtonElement>('[part~=confirm-amend]')!;
    await tabTo(dialog, confirm);
    await sendKeys({ press: 'Enter' });
    const outcome = await until(() => dialog.querySelector<HTMLElement>('[part=amend-outcome]'));
    await until(() => expect(deepActiveElement()).to.equal(outcome));
    expect(outcome.textContent).to.match(/^Booking changed\./);
    await expectNoAxeViolations(engine);

    const close = dialog.querySelector<HTMLButtonElement>('[part~=keep-booking]')!;
    expect(close.textContent).to.equal('Close');
    await tabTo(dialog, close);
    await sendKeys({ press: 'Enter' });
    await until(() => expect(shadow(engine).querySelector('dialog[open]')).to.equal(null));
    // Back on the room's Change button, the room now for one adult.
    const again = await until(() =>
      shadow(engine).querySelector<HTMLButtonElement>('[part~=booking] [part~=amend-item]'),
    );
    await until(() => expect(deepActiveElement()).to.equal(again));
    const bookings = $myBookings.get();
    const rooms = bookings.status === 'loaded' ? Object.values(bookings.value.Stays) : [];
    expect(rooms.flatMap((s) => s.rooms)[0]?.DepartureDate).to.equal(shorter);
  });

  it('a dearer change opens the card page; paid, it is made; Escape first keeps the booking', async () => {
    const stay = await paidStay('amend-pay', 1);
    engine = stay.engine;
    const change = stay.card.querySelector<HTMLButtonElement>('[part~=amend-item]')!;
    change.focus();
    await sendKeys({ press: 'Enter' });
    let dialog = await dialogOf(engine);
    // Escape leaves the booking as it was and gives focus back to the button.
    await sendKeys({ press: 'Escape' });
    await until(() => expect(shadow(engine).querySelector('dialog[open]')).to.equal(null));
    await until(() => expect(deepActiveElement()).to.equal(change));

    await sendKeys({ press: 'Enter' });
    dialog = await dialogOf(engine);
    const departure = dialog.querySelector<HTMLInputElement>('#amend-departure')!;
    // Two more nights; the field is the guest's to type in, the store takes what it says.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(departure, addDays(stay.arrival, 3));
    departure.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await until(() => expect(departure.value).to.equal(addDays(stay.arrival, 3)));
    dialog.querySelector<HTMLButtonElement>('[part~=amend-check]')!.focus();
    await sendKeys({ press: 'Enter' });
    const quote = await until(() => dialog.querySelector<HTMLElement>('[part=amend-quote]'));
    expect(quote.textContent).to.match(/\+£[\d,.]+ to pay$/);
    const confirm = dialog.querySelector<HTMLButtonElement>('[part~=confirm-amend]')!;
    expect(confirm.textContent).to.equal('Confirm and pay');
    await tabTo(dialog, confirm);
    await sendKeys({ press: 'Enter' });
    const amount = await until(() => dialog.querySelector<HTMLElement>('[part=amount-due]'));
    await until(() => expect(deepActiveElement()).to.equal(amount));
    expect(amount.textContent).to.match(
      /^Pay £[\d,.]+ to confirm the change\. Until it is paid, your booking stays as it is\.$/,
    );
    const frame = dialog.querySelector<HTMLIFrameElement>('[part=frame]')!;
    expect(frame.title).to.equal('Card payment for the change');
    await expectNoAxeViolations(engine);
    // The card page is the hosted one (its own origin): pay it as the guest's browser would,
    // then let the frame come back to the result address, which reports to the dialog.
    await fetch(frame.src, {
      method: 'POST',
      mode: 'no-cors',
      body: new URLSearchParams({
        action: 'pay',
        number: '4444333322221111',
        holder: 'Ada Lovelace',
        expiry: '12/39',
        cvc: '123',
      }),
    });
    const paid = frame.src;
    frame.src = paid;
    const outcome = await until(() => dialog.querySelector<HTMLElement>('[part=amend-outcome]'));
    expect(outcome.textContent).to.match(/^Booking changed\. £[\d,.]+ paid\.$/);
    await until(() => expect(deepActiveElement()).to.equal(outcome));
    await expectNoAxeViolations(engine);
  });
});
