/**
 * Resolves once every running CSS transition and every CSS animation that ends (a dialog's
 * fade-in, not a spinner's endless turn) has finished, inside open shadow roots too:
 * `document.getAnimations()` leaves those out (Chromium), so each root is asked on its own, and
 * asking flushes pending style, so a transition a change made just now would start is found.
 * A colour or a box read half-way (a dialog's text at half opacity, a panel still sliding in)
 * is neither what was nor what will be: a dialog once failed contrast on a busy machine so.
 *
 * Self-contained on purpose: the browser tests call it directly, the journeys send it to the
 * page with Playwright's `page.evaluate(motionEnded)`.
 */
export async function motionEnded(): Promise<void> {
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i++) {
    for (const element of roots[i]!.querySelectorAll('*')) {
      if (element.shadowRoot) roots.push(element.shadowRoot);
    }
  }
  const running = roots
    .flatMap((root) => root.getAnimations())
    .filter(
      (animation) =>
        animation instanceof CSSTransition ||
        (animation instanceof CSSAnimation &&
          animation.effect?.getComputedTiming().endTime !== Infinity),
    );
  await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
}
