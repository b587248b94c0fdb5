import type { Page } from 'playwright-core';

/**
 * Resolves once the page has drawn `count` more frames: what a journey waits for after an
 * action whose effect shows at the next rendering (a wheel turn, a resize), instead of a
 * number of milliseconds that a busy machine may not meet.
 */
export function nextFrames(page: Page, count = 2): Promise<void> {
  return page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const step = (left: number) =>
          left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
        step(frames);
      }),
    count,
  );
}

/**
 * Resolves once every running CSS transition of the page has ended, inside open shadow roots
 * too (`document.getAnimations()` leaves those out): a panel measured half-way through sliding
 * in is neither where it was nor where it goes, however many frames have passed.
 */
export function transitionsEnded(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < roots.length; i++) {
      for (const element of roots[i]!.querySelectorAll('*')) {
        if (element.shadowRoot) roots.push(element.shadowRoot);
      }
    }
    const running = roots
      .flatMap((root) => root.getAnimations())
      .filter((animation) => animation instanceof CSSTransition);
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  });
}
