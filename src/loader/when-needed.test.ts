// @vitest-environment happy-dom
import { waitForState } from '../../tests/shared/wait-for-state';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeObserver } from './fake-intersection-observer';
import { VISIBLE_MARGIN, whenNeeded } from './when-needed';

let element: HTMLElement;
let host: HTMLElement;
beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  host = document.createElement('ik-quick-book');
  element = document.createElement('ik-stay-calendar');
  element.innerHTML = '<a href="#x">x</a>';
  host.append(element);
  document.body.append(host);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('whenNeeded', () => {
  it('loads an eager element at once, with no trigger to replay', () => {
    const load = vi.fn();
    whenNeeded(element, 'eager', load);
    expect(load.mock.calls).toEqual([[null]]);
    expect(FakeObserver.all).toEqual([]);
  });

  it('loads a visible element when it comes within the margin of the viewport, once', () => {
    const load = vi.fn();
    whenNeeded(element, 'visible', load);
    expect(FakeObserver.all[0]?.options.rootMargin).toBe(VISIBLE_MARGIN);
    FakeObserver.show(element, false);
    expect(load).not.toHaveBeenCalled();
    FakeObserver.show(element);
    expect(load.mock.calls).toEqual([[null]]);
    expect(FakeObserver.all[0]?.disconnected).toBe(true);
    element.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'focusin', 'keydown'])(
    'loads at once on %s inside the element, handing over the event',
    (type) => {
      for (const strategy of ['visible', 'idle', 'interaction'] as const) {
        const load = vi.fn();
        const stop = whenNeeded(element, strategy, load);
        const event = new Event(type, { bubbles: true });
        element.querySelector('a')?.dispatchEvent(event);
        expect(load.mock.calls).toEqual([[event]]);
        stop();
      }
    },
  );

  it('waits for nothing but the guest with the interaction strategy', () => {
    const load = vi.fn();
    whenNeeded(element, 'interaction', load);
    expect(FakeObserver.all).toEqual([]);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
  });

  it('loads when the guest reaches for the element holding it (the panel it sits in)', () => {
    const load = vi.fn();
    whenNeeded(element, 'visible', load, host);
    host.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load.mock.calls).toEqual([[null]]);
  });

  it('loads an idle element when the browser is idle after the load event', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const load = vi.fn();
    whenNeeded(element, 'idle', load);
    // happy-dom's document is complete already: idle work is asked for at once.
    expect(idle).toHaveLength(1);
    expect(load).not.toHaveBeenCalled();
    idle[0]?.();
    expect(load.mock.calls).toEqual([[null]]);
  });

  it('falls back to a timer where requestIdleCallback is missing', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const load = vi.fn();
    whenNeeded(element, 'idle', load);
    await waitForState(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('waits for the load event when the page is still loading', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const load = vi.fn();
    whenNeeded(element, 'idle', load);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    idle[0]?.();
    expect(load).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('stops waiting when told', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const load = vi.fn();
    whenNeeded(element, 'visible', load, host)();
    whenNeeded(element, 'idle', load)();
    FakeObserver.show(element);
    element.dispatchEvent(new Event('focusin', { bubbles: true }));
    host.dispatchEvent(new Event('keydown', { bubbles: true }));
    idle.forEach((run) => run());
    expect(load).not.toHaveBeenCalled();
  });
});
