// Debian's Chromium (or CHROME_PATH) and the flags this machine needs: no sandbox as root,
// nothing that reaches for the network on its own, and no throttling of pages the runner
// opened but is not showing (a hidden test page's timers and frames must run at full speed).
import { existsSync } from 'node:fs';

/** The full browser, as a guest runs it: the benches (Lighthouse, main thread, CLS) and screens. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * The tests' browser: Chromium's old headless shell (Debian's `chromium-headless-shell`, the
 * same Blink as `chromium`, without the full browser around it) when it is installed, as it is
 * by `.ci/run`; otherwise the full browser. Measured on this 2-core machine, 2026-11-29: the
 * layout journey alone took 62 s of CPU instead of 103 s, and the whole of `npm test` 630–661 s
 * of CPU instead of 1,340–1,625 s. CHROME_PATH overrides both.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const TEST_CHROMIUM_PATH =
  process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  // IK_DEBUG_PORT: a DevTools port, to look inside a test page that seems stuck.
  ...(process.env.IK_DEBUG_PORT ? [`--remote-debugging-port=${process.env.IK_DEBUG_PORT}`] : []),
];
