import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import type { NoticeKind } from '../../src/core/events';
import { NOTICE_TEXT } from '../../src/domain/text/notice-text';
import {
  $cart,
  $notice,
  $session,
  $system,
  loadSession,
  refreshCart,
  renewSession,
  retryLoadSession,
  sessionChecksDone,
} from '../../src/stores';
import { deepActiveElement } from '../../src/ui/deep-active-element';
import {
  cookie,
  expectNoAxeViolations,
  mount,
  sandboxPost,
  until,
} from '../../tests/browser/helpers';
import '../session-notice/ik-session-notice.element';

/** Resolves once the page's session clock has finished `count` more checks (one a second). */
async function sessionChecks(count: number): Promise<void> {
  const target = sessionChecksDone() + count;
  await until(() => expect(sessionChecksDone()).to.be.at.least(target), 4000 + 1500 * count);
}

const hosts = () => document.querySelectorAll('ik-session-notice');
const host = () => {
  expect(hosts()).to.have.length(1);
  return hosts()[0] as HTMLElement;
};
const dialog = () => host().shadowRoot!.querySelector('dialog')!;
const title = () => dialog().querySelector('[part=dialog-title]')!.textContent;
const button = (part: 'action' | 'close') =>
  dialog().querySelector<HTMLButtonElement>(`button[part=${part}]`);

const deleteCookie = (name: string) => {
  document.cookie = `${name}=; Max-Age=0; path=/`;
};

/** Wait for the notice to be shown open, and return its dialog. */
async function openNotice(kind: NoticeKind): Promise<HTMLDialogElement> {
  await until(() => expect($notice.get()).to.equal(kind));
  await until(() => expect(dialog().open).to.equal(true));
  await until(() => expect(title()).to.equal(NOTICE_TEXT[kind].title));
  return dialog();
}

async function closedNotice(): Promise<void> {
  await until(() => expect($notice.get()).to.equal(null));
  await until(() => expect(dialog().open).to.equal(false));
}

function countRequests(path: string) {
  return performance.getEntriesByType('resource').filter((e) => e.name.includes(path)).length;
}

describe('<ik-session-notice>', () => {
  let opener: HTMLButtonElement;

  before(async () => {
    await sandboxPost('/sandbox/api/system-state', { state: 'ONLINE' });
    await sandboxPost('/rs/clearSession');
    await loadSession();
    expect($system.get().SystemState).to.equal('ONLINE');
    opener = mount<HTMLButtonElement>('<button type="button">Search stays</button>');
  });

  afterEach(() => {
    $notice.set(null);
  });

  after(async () => {
    await sandboxPost('/sandbox/api/system-state', { state: 'ONLINE' });
    document.body.innerHTML = '';
  });

  it('shows the five-minute warning as a modal alert dialog; Escape closes it and returns focus', async () => {
    expect(hosts()).to.have.length(0);
    opener.focus();
    expect(deepActiveElement()).to.equal(opener);
    $notice.set('session-warning');
    const box = await openNotice('session-warning');
    const named = await findByShadowRole(host(), 'alertdialog', {
      name: 'Your booking will expire in 5 minutes',
    });
    expect(named).to.equal(box);
    expect(box.matches(':modal')).to.equal(true);
    expect(box.textContent).to.contain(NOTICE_TEXT['session-warning'].body);
    expect(button('action')!.textContent).to.equal('Keep my booking');
    await until(() => expect(box.contains(deepActiveElement())).to.equal(true));
    await expectNoAxeViolations(host());

    await sendKeys({ press: 'Escape' });
    await closedNotice();
    await until(() => expect(deepActiveElement()).to.equal(opener));
  });

  it('closes with its Close button and gives focus back too', async () => {
    opener.focus();
    $notice.set('session-warning');
    await openNotice('session-warning');
    button('close')!.click();
    await closedNotice();
    await until(() => expect(deepActiveElement()).to.equal(opener));
  });

  it('"Keep my booking" renews the session on the server and restarts both cookies', async () => {
    deleteCookie('ik_session_warning');
    expect(cookie('ik_session_warning')).to.equal(undefined);
    $notice.set('session-warning');
    await openNotice('session-warning');
    const calls = countRequests('/rs/update-session');
    button('action')!.click();
    await closedNotice();
    // The renewal may first ask /rs/system for the session fields §7 names: wait for it.
    await until(() => expect(countRequests('/rs/update-session')).to.equal(calls + 1));
    await until(() => expect(cookie('ik_session_warning')).to.be.a('string').and.not.equal(''));
    expect(cookie('ik_session')).to.be.a('string').and.not.equal('');
  });

  for (const kind of ['system-offline', 'booking-expired', 'connection-problem'] as const) {
    it(`shows the ${kind} notice in plain words`, async () => {
      $notice.set(kind);
      const box = await openNotice(kind);
      const text = NOTICE_TEXT[kind];
      expect(box.querySelector('[part=message]')!.textContent).to.equal(text.body);
      expect(button('close')!.textContent).to.equal(text.close);
      expect(button('action')?.textContent ?? null).to.equal(text.action ?? null);
      expect(await findByShadowRole(host(), 'alertdialog', { name: text.title })).to.equal(box);
      await expectNoAxeViolations(host());
      button('close')!.click();
      await closedNotice();
    });
  }

  it('dispatches ik-session-notice with the kind when a notice shows', async () => {
    const kinds: string[] = [];
    const onNotice = (e: Event) => kinds.push((e as CustomEvent<{ kind: string }>).detail.kind);
    document.addEventListener('ik-session-notice', onNotice);
    try {
      $notice.set('booking-expired');
      await openNotice('booking-expired');
      await until(() => expect(kinds).to.deep.equal(['booking-expired']));
    } finally {
      document.removeEventListener('ik-session-notice', onNotice);
    }
  });

  it('warns when the warning cookie runs out while the cart holds items', async () => {
    await renewSession();
    expect((await sandboxPost('/sandbox/api/cart/sample')).ok).to.equal(true);
    await refreshCart();
    expect($cart.get().FolioItems).to.have.length(1);
    // Two checks finished with the cart full and both cookies there: no notice.
    await sessionChecks(2);
    expect($notice.get()).to.equal(null);

    // The very next check after the warning cookie runs out warns (counted as it warns).
    let checksBeforeWarning = -1;
    const stop = $notice.listen((kind) => {
      if (kind === 'session-warning') checksBeforeWarning = sessionChecksDone();
    });
    const checksBefore = sessionChecksDone();
    deleteCookie('ik_session_warning');
    try {
      await openNotice('session-warning');
    } finally {
      stop();
    }
    expect(checksBeforeWarning - checksBefore).to.equal(0);
    expect(hosts()).to.have.length(1);
  });

  it('starts a fresh session and says the booking expired when the session cookie runs out', async () => {
    const oldId = $session.get()!.SessionId;
    expect($cart.get().FolioItems).to.have.length(1);
    deleteCookie('ik_session');
    await until(() => expect($session.get()!.SessionId).not.to.equal(oldId));
    await openNotice('booking-expired');
    await until(() => expect($cart.get().FolioItems).to.have.length(0));
    expect(cookie('ik_session')).to.equal($session.get()!.SessionId);
    expect(cookie('ik_session_warning')).to.equal($session.get()!.SessionId);
    expect(hosts()).to.have.length(1);
  });

  it('renews silently when the session cookie runs out with an empty cart', async () => {
    expect($cart.get().FolioItems).to.have.length(0);
    const oldId = $session.get()!.SessionId;
    deleteCookie('ik_session');
    await until(() => expect($session.get()!.SessionId).not.to.equal(oldId));
    await until(() => expect(cookie('ik_session')).to.equal($session.get()!.SessionId));
    // The check that renewed has finished, and one more after it: still no notice.
    await sessionChecks(2);
    expect($notice.get()).to.equal(null);
    expect(dialog().open).to.equal(false);
    expect(hosts()).to.have.length(1);
  });

  it('shows system-offline when the system goes offline, and clears it when back online', async () => {
    // loadSession() and retryLoadSession() keep the page's first successful load, so ask the
    // server again the way the page itself would: by starting a fresh session.
    const systemCalls = countRequests('/rs/system');
    await retryLoadSession();
    expect(countRequests('/rs/system')).to.equal(systemCalls);
    expect($notice.get()).to.equal(null);
    expect((await sandboxPost('/sandbox/api/system-state', { state: 'OFFLINE' })).ok).to.equal(
      true,
    );
    await renewSession();
    expect($system.get().SystemState).to.equal('OFFLINE');
    await openNotice('system-offline');
    expect(button('action')).to.equal(null);

    // Offline, the session clock stands still: a missing cookie starts nothing.
    const id = $session.get()!.SessionId;
    deleteCookie('ik_session');
    // Two checks have finished since the cookie went: neither started a session.
    await sessionChecks(2);
    expect($session.get()!.SessionId).to.equal(id);
    expect($notice.get()).to.equal('system-offline');

    await sandboxPost('/sandbox/api/system-state', { state: 'ONLINE' });
    await renewSession();
    await closedNotice();
    expect(cookie('ik_session')).to.equal($session.get()!.SessionId);
    expect(hosts()).to.have.length(1);
  });
});
