// Runs every bundled browser test file (.cache/browser-tests) with @web/test-runner, in
// batches of files that share one runner, one sandbox and one Chromium (each file still gets its
// own page and browser context, so no cookies or storage are shared), then writes the totals for
// scripts/test-all.mjs. A runner per file cost a sandbox and a Chromium start each: measured on
// a busy machine, 32 files took 569 s one runner each and 241 s in one runner.
// Long runs of many files once stalled: the cause was failed assertions on DOM nodes, which the
// runner never reports (tests/browser/readable-failures.ts); batches also bound what one stall
// could cost. There is no retry: a test that fails once fails the run (a flaky test is a defect).
// IK_BROWSER_OUT reads the bundles from another folder (see build-browser-tests.mjs).
// IK_BROWSER_BATCH sets the batch size (default 20; 1 runs each file alone, to bisect). Batches
// once made the dining form's axe check fail on a button colour: axe waited for running CSS
// transitions through document.getAnimations(), which leaves out shadow roots, so a colour
// change of the engine's button was read half-way on a warm browser; tests/browser/helpers.ts
// now asks every shadow root.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundles = path.resolve(root, process.env.IK_BROWSER_OUT ?? '.cache/browser-tests');
const results = process.env.IK_BROWSER_OUT
  ? path.join(bundles, 'results')
  : path.join(root, '.cache/results');
const totalsFile = path.join(results, 'browser.json');
const runner = path.join(root, 'node_modules/.bin/web-test-runner');

const files = readdirSync(bundles)
  .filter((f) => f.endsWith('.js'))
  .sort();
const totals = { passed: 0, failed: 0, skipped: 0, sessionErrors: 0, failures: [] };
mkdirSync(results, { recursive: true });
const batchSize = Math.max(1, Number(process.env.IK_BROWSER_BATCH) || 20);
const batches = [];
for (let i = 0; i < files.length; i += batchSize) batches.push(files.slice(i, i + batchSize));
for (const [index, batch] of batches.entries()) {
  const out = path.join(results, `browser-${index}.json`);
  rmSync(out, { force: true });
  const args = ['--files', ...batch.map((file) => path.relative(root, path.join(bundles, file)))];
  const { status } = spawnSync(runner, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, IK_BROWSER_RESULTS: out },
  });
  const counts = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  if (!counts) {
    totals.sessionErrors += batch.length;
    totals.failures.push(`batch ${index + 1} did not report: ${batch.join(', ')}`);
  } else {
    for (const key of ['passed', 'failed', 'skipped', 'sessionErrors'])
      totals[key] += counts[key] ?? 0;
    totals.failures.push(...(counts.failures ?? []));
  }
  // A run that failed without a failed test (it never started, say) still fails.
  if (status !== 0 && counts && counts.failed === 0 && counts.sessionErrors === 0) {
    totals.sessionErrors += 1;
    totals.failures.push(`batch ${index + 1} exited ${status} without a failed test`);
  }
}
writeFileSync(totalsFile, JSON.stringify(totals));
console.log(
  `browser: ${files.length} files, ${totals.passed} passed, ${totals.failed} failed, ` +
    `${totals.sessionErrors} file(s) that did not run`,
);
process.exit(totals.failed || totals.sessionErrors ? 1 : 0);
