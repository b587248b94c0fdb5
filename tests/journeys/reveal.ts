import type { Page } from 'playwright-core';

/**
 * In the page: scrolls every displayed element matching `selector` into view in turn, waits
 * until each is defined and has drawn (or 5 s pass for it), then scrolls back to the top.
 * Written as a string so that nothing the test runner adds to functions reaches the page.
 */
const REVEAL = `async (selector) => {
  const frame = () => new Promise((done) => requestAnimationFrame(done));
  const drawn = (el) => customElements.get(el.localName) && el.shadowRoot?.childElementCount;
  for (const el of document.querySelectorAll(selector)) {
    if (el.getClientRects().length === 0) continue;
    el.scrollIntoView({ block: 'center' });
    for (let i = 0; i < 300 && !drawn(el); i++) await frame();
  }
  window.scrollTo(0, 0);
  await frame();
}`;

/**
 * Evaluates `expression` in the page through the DevTools protocol, without a user gesture:
 * Playwright's own evaluate (and every locator read) gives the page user activation, which a
 * test that nothing happens before the guest interacts must not have. Returns its value.
 */
export async function evaluateWithoutGesture<T>(page: Page, expression: string): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const answer = await cdp.send('Runtime.evaluate', {
      expression,
      awaitPromise: true,
      returnByValue: true,
      userGesture: false,
    });
    if (answer.exceptionDetails) throw new Error(answer.exceptionDetails.text);
    return answer.result.value as T;
  } finally {
    await cdp.detach();
  }
}

/**
 * Scrolls through the page as a reader would, so that islands that load when visible (issue 19)
 * load, and waits for each to draw; without a user gesture (evaluateWithoutGesture).
 */
export async function revealAll(page: Page, selector: string): Promise<void> {
  await evaluateWithoutGesture(page, `(${REVEAL})(${JSON.stringify(selector)})`);
}

/** True once every displayed element matching `selector` is defined and has drawn. */
export function allDrawn(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll<HTMLElement>(sel)]
        .filter((el) => el.getClientRects().length > 0)
        .every((el) => customElements.get(el.localName) && el.shadowRoot?.childElementCount),
    selector,
  );
}
