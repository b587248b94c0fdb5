import type { Strategy } from './strategy';

/** A guest's touch, focus or key on an element: it loads the element's chunk at once. */
export const INTERACTIONS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * How near the viewport an element must come to count as visible: a little above and below,
 * not to the sides, where a closed drawer waits off screen.
 */
export const VISIBLE_MARGIN = '64px 0px';

/** Runs `run` when the browser is next idle after the page's load event. */
function afterLoadIdle(run: () => void): () => void {
  let live = true;
  const idle = () => {
    const go = () => live && run();
    if (typeof requestIdleCallback === 'function') requestIdleCallback(go, { timeout: 2000 });
    else setTimeout(go, 1);
  };
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
  return () => {
    live = false;
    removeEventListener('load', idle);
  };
}

/**
 * Calls `load` once, when `element` is needed by its strategy, or at once when the guest
 * interacts with it (or with `host`, the innkit element holding it) before that; `load` gets
 * the element's own event that triggered it, so the element can take it after upgrading.
 * Returns a function that stops waiting.
 */
export function whenNeeded(
  element: Element,
  strategy: Strategy,
  load: (trigger: Event | null) => void,
  host?: Element | null,
): () => void {
  const stops: (() => void)[] = [];
  const stop = () => {
    for (const undo of stops.splice(0)) undo();
  };
  const fire = (trigger: Event | null) => {
    stop();
    load(trigger);
  };
  if (strategy === 'eager') {
    fire(null);
    return stop;
  }
  const listen = (target: Element, handler: (event: Event) => void) => {
    for (const type of INTERACTIONS) {
      target.addEventListener(type, handler, true);
      stops.push(() => target.removeEventListener(type, handler, true));
    }
  };
  listen(element, fire);
  if (host) listen(host, () => fire(null));
  if (strategy === 'visible') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fire(null);
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(element);
    stops.push(() => observer.disconnect());
  } else if (strategy === 'idle') {
    stops.push(afterLoadIdle(() => fire(null)));
  }
  return stop;
}
