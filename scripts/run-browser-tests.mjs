// Runs every bundled browser test file (.cache/browser-tests) in its own @web/test-runner with
// its own Chromium, then writes the totals for scripts/test-all.mjs. One long run of many files
// was seen to leave a file's page never starting (no log, no failure: the run just stalled
// until its timeout); the cause turned out to be failed assertions on DOM nodes, which the
// runner never reports (tests/browser/readable-failures.ts). A fresh browser per file costs a few
// seconds. There is no retry: a test that fails once fails the run (a flaky test is a defect).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundles = path.join(root, '.cache/browser-tests');
const results = path.join(root, '.cache/results');
const totalsFile = path.join(results, 'browser.json');
const runner = path.join(root, 'node_modules/.bin/web-test-runner');

const files = readdirSync(bundles)
  .filter((f) => f.endsWith('.js'))
  .sort();
const totals = { passed: 0, failed: 0, skipped: 0, sessionErrors: 0 };
mkdirSync(results, { recursive: true });
for (const [index, file] of files.entries()) {
  const out = path.join(results, `browser-${index}.json`);
  rmSync(out, { force: true });
  const { status } = spawnSync(runner, ['--files', path.join('.cache/browser-tests', file)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, IK_BROWSER_RESULTS: out },
  });
  const counts = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  if (!counts) totals.sessionErrors += 1;
  else for (const key of Object.keys(totals)) totals[key] += counts[key] ?? 0;
  // A run that failed without a failed test (it never started, say) still fails.
  if (status !== 0 && counts && counts.failed === 0 && counts.sessionErrors === 0) {
    totals.sessionErrors += 1;
  }
}
writeFileSync(totalsFile, JSON.stringify(totals));
console.log(
  `browser: ${files.length} files, ${totals.passed} passed, ${totals.failed} failed, ` +
    `${totals.sessionErrors} file(s) that did not run`,
);
process.exit(totals.failed || totals.sessionErrors ? 1 : 0);
