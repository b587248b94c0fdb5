/**
 * A fake clock for browser tests of timings: while installed, `setTimeout`, `setInterval`,
 * `requestAnimationFrame` (a frame every 16 ms), `performance.now()` and `Date.now()` follow
 * `tick()` instead of real time, so "250 ms" can be checked to the millisecond. Helpers that
 * wait on real time (`until`) must not be used while it is installed. Timers still pending
 * when it is uninstalled run later in real time.
 */
export interface FakeClock {
  /** Milliseconds since the clock was installed. */
  now(): number;
  /** Advance by `ms`, running every timer that falls due, in order, with its microtasks. */
  tick(ms: number): Promise<void>;
  uninstall(): void;
}

interface Timer {
  id: number;
  due: number;
  run: () => void;
  every?: number;
}

const FRAME_MS = 16;

export function installFakeClock(): FakeClock {
  const real = {
    setTimeout: window.setTimeout,
    clearTimeout: window.clearTimeout,
    setInterval: window.setInterval,
    clearInterval: window.clearInterval,
    requestAnimationFrame: window.requestAnimationFrame,
    cancelAnimationFrame: window.cancelAnimationFrame,
    performanceNow: performance.now,
    dateNow: Date.now,
  };
  const startDate = real.dateNow.call(Date);
  const startPerf = real.performanceNow.call(performance);
  let elapsed = 0;
  // Far above the browser's own timer ids, so a fake id cleared after uninstall hits nothing.
  let nextId = 1_000_000;
  const timers: Timer[] = [];

  const add = (run: () => void, ms: number, every?: number) => {
    const id = nextId++;
    timers.push({ id, due: elapsed + Math.max(0, ms || 0), run, every });
    return id;
  };
  const remove = (id: number | undefined) => {
    const at = timers.findIndex((t) => t.id === id);
    if (at >= 0) timers.splice(at, 1);
  };
  const w = window as unknown as Record<string, unknown>;
  w.setTimeout = (fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) =>
    add(() => fn(...args), ms ?? 0);
  w.clearTimeout = remove;
  w.setInterval = (fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) =>
    add(() => fn(...args), ms ?? 0, Math.max(1, ms ?? 0));
  w.clearInterval = remove;
  w.requestAnimationFrame = (fn: FrameRequestCallback) =>
    add(() => fn(startPerf + elapsed), FRAME_MS - (elapsed % FRAME_MS) || FRAME_MS);
  w.cancelAnimationFrame = remove;
  performance.now = () => startPerf + elapsed;
  Date.now = () => startDate + elapsed;

  const flush = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };

  return {
    now: () => elapsed,
    async tick(ms) {
      await flush();
      const end = elapsed + ms;
      for (;;) {
        const due = timers
          .filter((t) => t.due <= end)
          .sort((a, b) => a.due - b.due || a.id - b.id)[0];
        if (!due) break;
        elapsed = Math.max(elapsed, due.due);
        if (due.every) due.due += due.every;
        else remove(due.id);
        due.run();
        await flush();
      }
      elapsed = end;
      await flush();
    },
    uninstall() {
      // Timers still pending go on in real time (intervals end): a framework waiting on one
      // (preact runs its passive effects after a frame it asks for once) keeps working.
      for (const timer of timers.splice(0)) {
        if (!timer.every) real.setTimeout.call(window, timer.run, timer.due - elapsed);
      }
      Object.assign(window, {
        setTimeout: real.setTimeout,
        clearTimeout: real.clearTimeout,
        setInterval: real.setInterval,
        clearInterval: real.clearInterval,
        requestAnimationFrame: real.requestAnimationFrame,
        cancelAnimationFrame: real.cancelAnimationFrame,
      });
      performance.now = real.performanceNow;
      Date.now = real.dateNow;
    },
  };
}

/** Record, against the fake clock, every value an attribute takes on an element. */
export function recordAttribute(element: Element, name: string, clock: FakeClock) {
  const seen: Array<[number, string | null]> = [[clock.now(), element.getAttribute(name)]];
  const observer = new MutationObserver(() => {
    const value = element.getAttribute(name);
    if (seen.at(-1)![1] !== value) seen.push([clock.now(), value]);
  });
  observer.observe(element, { attributes: true, attributeFilter: [name] });
  return {
    seen,
    stop: () => observer.disconnect(),
  };
}
