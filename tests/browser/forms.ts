import { expect } from 'chai';
import { today } from '../../src/core/clock';
import { resetConfig } from '../../src/core/config';
import { deepActiveElement } from '../../src/ui/deep-active-element';
import { sandboxPost, until } from './helpers';

/** The sandbox's reCAPTCHA stand-in, as the demo pages configure it. */
export const SANDBOX_BOT_CHECK = {
  recaptchaSiteKey: 'innkit-sandbox-site-key',
  recaptchaScript: '/sandbox/recaptcha/api.js',
};

/** Point the forms at the sandbox's bot check, and start with an empty mailbox and drafts. */
export async function freshFormsSandbox(): Promise<void> {
  resetConfig(SANDBOX_BOT_CHECK);
  sessionStorage.clear();
  await setFailing(false);
  const answer = await sandboxPost('/sandbox/api/mailbox/clear');
  expect(answer.status).to.equal(200);
}

export async function setFailing(failing: boolean): Promise<void> {
  const answer = await sandboxPost('/sandbox/api/forms/failing', { failing });
  expect(answer.status).to.equal(200);
}

export async function setThrottle(max: number, windowSeconds = 60): Promise<void> {
  const answer = await sandboxPost('/sandbox/api/forms/throttle', { max, windowSeconds });
  expect(answer.status).to.equal(200);
}

export interface MailboxSubmission {
  kind: string;
  path: string;
  formData: Record<string, unknown>;
  mailchimp: unknown;
}
export interface Mailbox {
  submissions: MailboxSubmission[];
  members: { list: string; email: string; status: string }[];
}

export async function mailbox(): Promise<Mailbox> {
  return (await (await fetch('/sandbox/api/mailbox')).json()) as Mailbox;
}

const root = (form: HTMLElement) => form.shadowRoot!;

export function control<T extends HTMLElement = HTMLInputElement>(
  form: HTMLElement,
  name: string,
): T {
  const found = root(form).querySelector<T>(`[name="${name}"]`);
  if (!found) throw new Error(`no control named ${name}`);
  return found;
}

export const submitButton = (form: HTMLElement) =>
  root(form).querySelector<HTMLButtonElement>('button[type=submit]')!;
export const failureText = (form: HTMLElement) =>
  root(form).querySelector('[part~=error]')?.textContent ?? null;
export const sentText = (form: HTMLElement) =>
  root(form).querySelector('[part=sent] p')?.textContent ?? null;

/** The message shown for a control, found through its aria-describedby. */
export function fieldError(form: HTMLElement, name: string): string | null {
  const id = control(form, name).getAttribute('aria-describedby');
  return id ? (root(form).getElementById(id)?.textContent ?? null) : null;
}

/** Type or choose as a guest would (input events for text, change for selects). */
export async function fillIn(form: HTMLElement, values: Record<string, string>): Promise<void> {
  await until(() => control(form, Object.keys(values)[0]!));
  for (const [name, value] of Object.entries(values)) {
    const field = control<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(form, name);
    field.focus();
    field.value = value;
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
    await until(() => expect(control<HTMLInputElement>(form, name).value).to.equal(value));
  }
}

/** Submit, then wait for the form to be back to editing or sent. */
export async function submitAndSettle(form: HTMLElement): Promise<void> {
  submitButton(form).click();
  await until(() => expect(root(form).querySelector('[aria-busy=true]')).to.equal(null));
}

/** Every field of the form that says it is required, by name, and what it says when empty. */
export async function expectRequired(form: HTMLElement, messages: Record<string, string>) {
  submitButton(form).click();
  const first = Object.keys(messages)[0]!;
  await until(() => expect(fieldError(form, first)).to.equal(messages[first]));
  for (const [name, message] of Object.entries(messages)) {
    expect(fieldError(form, name), name).to.equal(message);
    expect(control(form, name).getAttribute('aria-invalid'), name).to.equal('true');
  }
  const summary = root(form).querySelector<HTMLElement>('[part=error-summary]');
  if (!summary) {
    await until(() => expect(deepActiveElement()).to.equal(control(form, first)));
    return;
  }
  // A long form: the error summary takes focus and links each message to its field.
  await until(() => expect(deepActiveElement()).to.equal(summary));
  const links = [...summary.querySelectorAll<HTMLAnchorElement>('a[part=error-summary-link]')];
  expect(links.map((link) => link.textContent)).to.include.members(Object.values(messages));
  links.find((link) => link.textContent === messages[first])!.click();
  expect(deepActiveElement()).to.equal(control(form, first));
}

/**
 * Count the page's POSTs to a path while the test runs. `held`: the answers wait until
 * `release()`, so a test can see the busy state between a send and its answer however fast the
 * sandbox answers (a fast answer ended it between two looks: a flaky test).
 */
export function countPosts(path: string, { held = false } = {}) {
  const original = window.fetch;
  const calls = { count: 0 };
  let release = () => {};
  const gate = held ? new Promise<void>((open) => (release = open)) : Promise.resolve();
  window.fetch = async (resource: RequestInfo | URL, init?: RequestInit) => {
    const url = resource instanceof Request ? resource.url : String(resource);
    const method = (resource instanceof Request ? resource.method : init?.method) ?? 'GET';
    if (!url.includes(path) || method.toUpperCase() !== 'POST')
      return original.call(window, resource, init);
    calls.count += 1;
    const answer = original.call(window, resource, init);
    await gate;
    return answer;
  };
  return {
    calls,
    release: () => release(),
    restore: () => {
      release();
      window.fetch = original;
    },
  };
}

/** The bot check's script on the page, if loaded. */
export const botCheckScript = () =>
  document.querySelector<HTMLScriptElement>('script[src*="/sandbox/recaptcha/api.js"]');

/** The hotel's today plus `days` (YYYY-MM-DD): the tests need no pinned clock. */
export function daysFromToday(days: number): string {
  const [y, m, d] = today().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
