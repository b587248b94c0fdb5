// Before `npm test` starts anything: is there a Chromium for the browser tests, the journeys and
// the package and consumer checks? Without one they would fail one by one, hundreds of them,
// after the build; instead the run stops at once with one line saying what to do.
import { accessSync, constants } from 'node:fs';

/** Whether a file exists and may be run. */
function runnable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The one line to stop with, or null when the tests' browser is there. `path` is the browser the
 * tests launch (TEST_CHROMIUM_PATH of tests/chromium.mjs), `chromePath` the CHROME_PATH the
 * environment gives, if any.
 */
export function chromiumProblem({ path, chromePath, isRunnable = runnable }) {
  if (isRunnable(path)) return null;
  if (chromePath) {
    return `npm test: CHROME_PATH is ${chromePath}, which is not a browser that can run: point it at Chromium or Chrome, or unset it and install Debian's Chromium (apt-get install -y chromium).`;
  }
  return `npm test needs Chromium (${path} is missing): install it with apt-get install -y chromium, or set CHROME_PATH to a Chromium or Chrome binary.`;
}
