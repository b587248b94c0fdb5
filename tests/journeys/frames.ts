import type { Page } from 'playwright-core';
import { motionEnded } from '../shared/motion-ended';

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

/** Every running transition and finite animation of the page ended (tests/shared/motion-ended.ts). */
export function transitionsEnded(page: Page): Promise<void> {
  return page.evaluate(motionEnded);
}
