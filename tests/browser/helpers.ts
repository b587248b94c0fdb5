import axe from 'axe-core';
import { expect } from 'chai';
import { motionEnded } from '../shared/motion-ended';
import { STATE_WAIT_MS } from './find-timeout';

// The test page stands in for a CMS page: give it what every real page has.
document.title ||= 'innkit browser test';
document.documentElement.lang ||= 'en-GB';

/**
 * Resolves once the page has drawn `count` more frames: every render, effect and callback that
 * a change scheduled for its next frame has had its turn. The positive signal a test waits for
 * before it checks that something did NOT happen, instead of a number of milliseconds that a
 * busy machine may not meet (frames come later there, but still in order).
 */
export async function frames(count = 3): Promise<void> {
  for (let i = 0; i < count; i++) await new Promise((done) => requestAnimationFrame(done));
}

/**
 * Wait until `check` stops throwing and returns something other than null or undefined
 * (or time runs out, then throw its last error). The state decides when it returns; the limit
 * bounds only a state that never comes (STATE_WAIT_MS, as Testing Library's queries). It looks again every 20 ms on a timer, not at every
 * frame: polling in frames changed when `<ik-header>`'s narrow-screen keyboard test saw the
 * menu open, and the Enter that opened it then followed the first link (not yet understood).
 */
export async function until<T>(check: () => T, timeoutMs = STATE_WAIT_MS): Promise<NonNullable<T>> {
  const start = performance.now();
  for (;;) {
    try {
      const value = check();
      if (value === null || value === undefined) throw new Error('not there yet');
      return value as NonNullable<T>;
    } catch (error) {
      if (performance.now() - start > timeoutMs) throw error;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

/** The document and every open shadow root under it, nested ones too. */
/** Every running transition and finite animation ended (tests/shared/motion-ended.ts). */
export const transitionsEnded = motionEnded;

/**
 * axe-core over the given elements (shadow roots included), or the whole document when it
 * is a real page, once transitions have ended (a colour mid-change is not what a guest reads):
 * no violations allowed.
 */
export async function expectNoAxeViolations(...elements: Element[]) {
  await transitionsEnded();
  const context = elements.length ? { include: elements } : document;
  const results = await axe.run(context as axe.ElementContext, { resultTypes: ['violations'] });
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, summary.join('\n')).to.deep.equal([]);
}

/** Read a cookie of the test page. */
export function cookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** Call a sandbox endpoint from the page (same origin, with the XSRF header). */
export async function sandboxPost(path: string, body: unknown = {}): Promise<Response> {
  // A side-effect-free address that hands out the token without starting a session (a
  // `/rs/system` here would count as the page's own session load).
  if (!cookie('XSRF-TOKEN')) await fetch('/sandbox/api/system-state');
  return fetch(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-XSRF-TOKEN': decodeURIComponent(cookie('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify(body),
  });
}

/** Put a fresh element on the page and return it. */
export function mount<T extends HTMLElement>(html: string, parent: HTMLElement = document.body): T {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const element = template.content.firstElementChild as T;
  parent.append(element);
  return element;
}
