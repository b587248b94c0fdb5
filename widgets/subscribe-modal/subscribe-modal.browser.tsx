import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { lockScroll } from '../../src/core/scroll-lock';
import { deepActiveElement } from '../../src/ui/deep-active-element';
import { installLongTimerClock } from '../../tests/browser/long-timer-clock';
import {
  control,
  countPosts,
  fillIn,
  freshFormsSandbox,
  mailbox,
  sentText,
  submitAndSettle,
  submitButton,
} from '../../tests/browser/forms';
import { cookie, expectNoAxeViolations, frames, mount, until } from '../../tests/browser/helpers';
import './ik-subscribe-modal.element';

const SENT = 'Success! Thank you for subscribing to our mailing list.';
const dialogOf = (modal: HTMLElement) => modal.shadowRoot!.querySelector('dialog')!;
const clearSignupCookie = () => (document.cookie = 'signupCookie=; path=/; max-age=0');
const button = (modal: HTMLElement, part: string) =>
  modal.shadowRoot!.querySelector<HTMLButtonElement>(`[part=${part}]`)!;

describe('<ik-subscribe-modal>', () => {
  let clock: ReturnType<typeof installLongTimerClock>;
  let opener: HTMLButtonElement;

  beforeEach(async () => {
    await freshFormsSandbox();
    clearSignupCookie();
    // Where the guest's focus was when the modal opened: it must come back here.
    opener = mount('<button type="button">Page button</button>');
    opener.focus();
    clock = installLongTimerClock();
  });

  afterEach(() => {
    clock.uninstall();
    document.body.innerHTML = '';
    clearSignupCookie();
  });

  async function openedModal(): Promise<HTMLElement> {
    const modal = mount('<ik-subscribe-modal></ik-subscribe-modal>');
    await until(() => expect(clock.pending()).to.equal(1));
    clock.tick(3000);
    await until(() => expect(dialogOf(modal).open).to.equal(true));
    return modal;
  }

  it('opens 3 seconds after load, as a labelled modal with both lists ticked', async () => {
    const modal = mount('<ik-subscribe-modal></ik-subscribe-modal>');
    await until(() => expect(clock.pending()).to.equal(1));
    clock.tick(2999);
    // Its timer has not run (still held), and nothing it could have done is drawn.
    expect(clock.pending()).to.equal(1);
    await frames();
    expect(dialogOf(modal).open).to.equal(false);
    clock.tick(1);
    await until(() => expect(dialogOf(modal).open).to.equal(true));
    expect(dialogOf(modal).matches(':modal')).to.equal(true);
    expect(await findByShadowRole(modal, 'dialog', { name: 'Join our mailing lists' })).to.equal(
      dialogOf(modal),
    );
    expect(control(modal, 'machrieConsent').checked).to.equal(true);
    expect(control(modal, 'lakeConsent').checked).to.equal(true);
    expect(submitButton(modal).getAttribute('aria-disabled')).to.equal(null);
    await expectNoAxeViolations(modal);
  });

  it('draws its form only when it opens (the form stack is fetched then)', async () => {
    const modal = mount('<ik-subscribe-modal></ik-subscribe-modal>');
    await until(() => expect(clock.pending()).to.equal(1));
    await frames();
    // Closed, it is only its dialog: no form, no field, no button of the form's.
    expect(dialogOf(modal).open).to.equal(false);
    expect(modal.shadowRoot!.querySelector('form, input, button')).to.equal(null);
    clock.tick(3000);
    await until(() => expect(dialogOf(modal).open).to.equal(true));
    // It opens with the form in it, focus on its first field.
    expect(deepActiveElement()).to.equal(control(modal, 'firstName'));
  });

  it('waits while the guest is in a panel that holds the page, then opens', async () => {
    const release = lockScroll();
    try {
      const modal = mount('<ik-subscribe-modal></ik-subscribe-modal>');
      await until(() => expect(clock.pending()).to.equal(1));
      clock.tick(3000);
      await until(() => expect(clock.pending()).to.equal(1));
      clock.tick(5000);
      // It looked again and waits on (a new timer), and nothing else is drawn.
      expect(clock.pending()).to.equal(1);
      await frames();
      expect(dialogOf(modal).open).to.equal(false);
      release();
      clock.tick(1000);
      await until(() => expect(dialogOf(modal).open).to.equal(true));
    } finally {
      release();
    }
  });

  it('never opens while the sign-up cookie is set', async () => {
    document.cookie = 'signupCookie=true; path=/';
    const modal = mount('<ik-subscribe-modal></ik-subscribe-modal>');
    await until(() => dialogOf(modal));
    // Drawn, and its effects have had their frames: a timer would have been set by now.
    await frames();
    expect(clock.pending()).to.equal(0);
    clock.tick(10_000);
    expect(dialogOf(modal).open).to.equal(false);
  });

  it('keeps focus inside, closes on Escape and gives focus back', async () => {
    const modal = await openedModal();
    // showModal makes the rest of the page inert: focus stays in the dialog.
    expect(modal.shadowRoot!.contains(deepActiveElement())).to.equal(true);
    opener.focus();
    expect(deepActiveElement()).not.to.equal(opener);
    // Tab round every control and past the last: focus never reaches the page (past the last
    // control it may rest in the browser's own UI, as native modal dialogs do, then comes back).
    let inside = 0;
    for (let i = 0; i < 16; i += 1) {
      await sendKeys({ press: 'Tab' });
      const active = deepActiveElement();
      if (modal.shadowRoot!.contains(active)) inside += 1;
      else expect([null, document.body], `tab ${i}`).to.include(active);
    }
    expect(inside).to.be.greaterThan(12);
    await sendKeys({ press: 'Escape' });
    await until(() => expect(dialogOf(modal).open).to.equal(false));
    expect(deepActiveElement()).to.equal(opener);
    expect(cookie('signupCookie')).to.equal(undefined);
  });

  it('turns Subscribe off while no list is ticked, and says why', async () => {
    const modal = await openedModal();
    const { calls, restore } = countPosts('/system/multi-subscribe');
    try {
      await fillIn(modal, { firstName: 'Ada', surname: 'Lovelace', email: 'ada@example.com' });
      control(modal, 'machrieConsent').click();
      control(modal, 'lakeConsent').click();
      await until(() => expect(submitButton(modal).getAttribute('aria-disabled')).to.equal('true'));
      expect(modal.shadowRoot!.querySelector('[part=hint]')!.textContent).to.equal(
        'Tick at least one newsletter to subscribe.',
      );
      submitButton(modal).click();
      // A sending form is busy at once (FormShell's aria-busy): given its frames, it is not.
      await frames();
      expect(modal.shadowRoot!.querySelector('form')!.getAttribute('aria-busy')).to.equal(null);
      expect(calls.count).to.equal(0);
      control(modal, 'lakeConsent').click();
      await until(() => expect(submitButton(modal).getAttribute('aria-disabled')).to.equal(null));
    } finally {
      restore();
    }
  });

  it('subscribes to the ticked lists, thanks the guest and sets the cookie', async () => {
    const events: CustomEvent[] = [];
    const record = (e: Event) => events.push(e as CustomEvent);
    document.addEventListener('ik-analytics', record);
    try {
      const modal = await openedModal();
      await fillIn(modal, { firstName: 'Ada', surname: 'Lovelace', email: 'ada@example.com' });
      control(modal, 'machrieConsent').click();
      await until(() => expect(control(modal, 'machrieConsent').checked).to.equal(false));
      await submitAndSettle(modal);
      await until(() => expect(sentText(modal)).to.equal(SENT));
      expect(cookie('signupCookie')).to.equal('true');
      // Subscribed is final: nothing offers to send another sign-up.
      expect(modal.shadowRoot!.querySelector('[part=again]')).to.equal(null);
      expect(modal.shadowRoot!.textContent).not.to.contain('Send another');
      expect(events.map((e) => e.detail)).to.deep.equal([
        { event: 'sign_up', form: 'ik-subscribe-modal' },
      ]);
      const { submissions, members } = await mailbox();
      expect(submissions[0]!.formData).to.include({ machrieConsent: 'false', lakeConsent: 'true' });
      expect(members.map((m) => m.list)).to.deep.equal(['lake']);
      button(modal, 'close').click();
      await until(() => expect(dialogOf(modal).open).to.equal(false));
      expect(deepActiveElement()).to.equal(opener);
    } finally {
      document.removeEventListener('ik-analytics', record);
    }
  });

  it('"Hide me forever" sets the cookie and closes', async () => {
    const modal = await openedModal();
    button(modal, 'hide-forever').click();
    await until(() => expect(dialogOf(modal).open).to.equal(false));
    expect(cookie('signupCookie')).to.equal('true');
    expect(deepActiveElement()).to.equal(opener);
  });
});
