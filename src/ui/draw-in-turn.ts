import { elementAt } from '../core/element-at';
import type { Waiting } from './define-widget';

/** How near the viewport an element must be to be drawn first (the loader's VISIBLE_MARGIN). */
const NEAR_PX = 64;
/**
 * Milliseconds of drawing per task after the chunk's own, as React's scheduler yields: the
 * frame between two tasks then lays out only what the task drew, and on a phone four times
 * slower a task and its layout each stay well under 50 ms.
 */
export const TURN_MS = 5;
/** Where a click that the drawing took from a control goes instead (take-interaction.ts). */
const CLICKABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),label,[tabindex]:not([tabindex="-1"])';

/** Runs `run` in a task after the next frame (or after 100 ms when the page draws none). */
function afterNextFrame(run: () => void): void {
  let went = false;
  const go = () => {
    if (went) return;
    went = true;
    setTimeout(run);
  };
  requestAnimationFrame(go);
  setTimeout(go, 100);
}

/**
 * Draws the elements of one tag that were on the page when their chunk arrived (defineWidget's
 * `arrival`) a few at a time, so that no task holds the main thread for all of them (issue 19:
 * eighteen golf holes drawn in the chunk's task took 100–170 ms on Lighthouse's phone, and their
 * layout as much again in the next frame). The chunk's task draws those the guest is using or
 * can see (near the viewport); the rest follow in page order, TURN_MS of drawing per task, one
 * task after each frame. The guest never waits for a turn: an element touched, focused or typed
 * into is drawn at once (a click that its drawing took away from the control under the pointer
 * is given to that control), and when focus is in one of them, those beside it in page order
 * are drawn too, so Tab and Shift+Tab find their controls.
 */
export function drawInTurn(waiting: Waiting[]): void {
  const hosts = waiting.map(([host]) => host);
  const near = new Set(
    hosts.filter((host) => {
      const box = host.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.bottom > -NEAR_PX &&
        box.top < innerHeight + NEAR_PX &&
        box.right > 0 &&
        box.left < innerWidth
      );
    }),
  );
  // What the guest sees first, then the rest in page order (a stable sort).
  const draws = new Map([...waiting].sort(([a], [b]) => Number(near.has(b)) - Number(near.has(a))));
  const draw = (host: HTMLElement | undefined) => {
    const run = host && draws.get(host);
    if (!run) return false;
    draws.delete(host);
    run();
    return true;
  };
  /** Draws the element that `holds` says the guest is in, and those beside it. */
  const withNeighbours = (holds: (host: HTMLElement) => boolean) => {
    const at = hosts.findIndex(holds);
    if (at < 0) return;
    draw(hosts[at]);
    draw(hosts[at - 1]);
    draw(hosts[at + 1]);
  };

  const onFocusOrKey = (event: Event) => {
    const path = event.composedPath();
    withNeighbours((host) => path.includes(host));
  };
  const onPointer = (event: Event) => {
    const path = event.composedPath();
    const host = hosts.find((h) => path.includes(h));
    if (!host || !draw(host)) return;
    // The press began on the element before it was drawn: the browser gives the click to the
    // element itself, not to the control now under the pointer. Pass it on.
    host.addEventListener(
      'click',
      (click) => {
        const root = host.shadowRoot;
        if (!root || root.contains(click.composedPath()[0] as Node)) return;
        const target = elementAt(root, click.clientX, click.clientY)?.closest(CLICKABLE);
        if (target instanceof HTMLElement) {
          target.focus();
          target.click();
        }
      },
      { capture: true, once: true },
    );
  };
  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    window[method]('pointerdown', onPointer, true);
    window[method]('focusin', onFocusOrKey, true);
    window[method]('keydown', onFocusOrKey, true);
  };

  const turn = (first: boolean) => {
    const start = performance.now();
    for (const host of draws.keys()) {
      // At least one element a task; the chunk's own task draws only what the guest sees.
      if ((first && !near.has(host)) || performance.now() - start >= TURN_MS) break;
      draw(host);
    }
    if (draws.size) afterNextFrame(() => turn(false));
    else listen(false);
  };

  listen(true);
  // The element the guest is using (focus inside it) and those beside it come first of all.
  const active = document.activeElement;
  withNeighbours((host) => host.contains(active));
  turn(true);
}
