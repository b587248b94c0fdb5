/**
 * A fake clock for an element's own long timers: every `setTimeout` of at least `minDelay`
 * ms is held until `tick()` moves the fake time past it. Shorter timers (the test helpers'
 * polling, the frameworks' scheduling) run on the real clock.
 */
export function installLongTimerClock(minDelay = 1000) {
  const realSetTimeout = window.setTimeout;
  const realClearTimeout = window.clearTimeout;
  let now = 0;
  let nextId = 1_000_000;
  const held = new Map<number, { at: number; run: () => void }>();
  window.setTimeout = ((handler: TimerHandler, delay = 0, ...args: unknown[]) => {
    if (delay < minDelay) return realSetTimeout(handler, delay, ...args);
    const id = nextId++;
    const run = () => (typeof handler === 'function' ? handler(...args) : undefined);
    held.set(id, { at: now + delay, run });
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && held.delete(id)) return;
    realClearTimeout(id);
  }) as typeof window.clearTimeout;
  return {
    /** Timers waiting on the fake clock. */
    pending: () => held.size,
    tick(ms: number) {
      now += ms;
      for (const [id, timer] of [...held].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at > now) continue;
        held.delete(id);
        timer.run();
      }
    },
    uninstall() {
      window.setTimeout = realSetTimeout;
      window.clearTimeout = realClearTimeout;
    },
  };
}
