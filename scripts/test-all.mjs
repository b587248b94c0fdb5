// `npm test`: every check of the project, in order, then one plain closing line
// "N passed, N failed" that totals every test and check that ran.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.cache/results');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0 };
const summary = [];

function run(command, args, env = {}) {
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return { ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

/** A check that passes or fails as a whole (lint, typecheck, build, budgets). */
function check(name, command, args, env) {
  console.log(`\n=== ${name}`);
  const { ok, seconds } = run(command, args, env);
  totals[ok ? 'passed' : 'failed'] += 1;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
  return ok;
}

/** A test suite whose runner writes its counts to a JSON file. */
function suite(name, command, args, file, read, env) {
  console.log(`\n=== ${name}`);
  const { ok, seconds } = run(command, args, env);
  let counts = { passed: 0, failed: 0 };
  if (existsSync(file)) counts = read(JSON.parse(readFileSync(file, 'utf8')));
  // A runner that failed without reporting a failed test still fails the run.
  if (!ok && counts.failed === 0) counts.failed = 1;
  if (ok && counts.passed === 0) counts.failed += 1; // a suite that ran nothing is a defect
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  summary.push(
    `${counts.failed ? 'FAIL' : 'ok  '} ${name}: ${counts.passed} passed, ${counts.failed} failed (${seconds}s)`,
  );
}

const vitestCounts = (json) => ({ passed: json.numPassedTests, failed: json.numFailedTests });
const vitest = (name, project, file, extra = [], env) =>
  suite(
    name,
    bin('vitest'),
    [
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${file}`,
      ...extra,
    ],
    file,
    vitestCounts,
    env,
  );

check('lint (eslint, zero warnings)', bin('eslint'), ['--max-warnings', '0', '.']);
check('format (prettier)', bin('prettier'), ['--check', '.']);
check('typecheck (tsc)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
vitest('unit (vitest)', 'unit', path.join(results, 'unit.json'));
vitest(
  'date logic again in a far time zone (TZ=Pacific/Auckland)',
  'unit',
  path.join(results, 'unit-auckland.json'),
  ['src/core', 'src/domain'],
  { TZ: 'Pacific/Auckland' },
);
// Prints the median time of a year of calendar prices; fails only far over its 5 ms budget.
check('calendar prices bench (bench/calendar.ts, 5 ms budget)', bin('tsx'), [
  path.join(root, 'bench/calendar.ts'),
]);
// 50 concurrent bookings of the last room (exactly one wins) and get-rates p50/p95 under 20
// clients; fails on a wrong race, or only far over the 50 ms p95 budget.
check('booking load bench (bench/bookings.ts, last room, get-rates 50 ms p95)', bin('tsx'), [
  path.join(root, 'bench/bookings.ts'),
]);
// 50 guests for the last place of a session (exactly one wins) and FetchSpaClasses p50/p95 for a
// 42-day window under 20 clients; fails on a wrong race, or only far over the 50 ms p95 budget.
check('activities bench (bench/activities.ts, last place, FetchSpaClasses 50 ms p95)', bin('tsx'), [
  path.join(root, 'bench/activities.ts'),
]);
// 20 replays of one mixed cart's payment result (one payment, every line booked once) and 20
// concurrent redemptions of one £100 gift card against £60 carts (never more than £100 taken).
check(
  'gift card bench (bench/gift-cards.ts, payment replays, concurrent redemptions)',
  bin('tsx'),
  [path.join(root, 'bench/gift-cards.ts')],
);
const built = check('build (rollup, custom-elements.json)', 'npm', ['run', '--silent', 'build']);
if (built) {
  suite(
    'browser (@web/test-runner, Chromium)',
    'npm',
    ['run', '--silent', 'test:browser'],
    path.join(results, 'browser.json'),
    (json) => ({ passed: json.passed, failed: json.failed + json.sessionErrors }),
  );
  vitest(
    'journeys (Playwright on the demo pages)',
    'journeys',
    path.join(results, 'journeys.json'),
  );
  check('size budgets (bench/size)', process.execPath, [path.join(root, 'bench/size.mjs')]);
} else {
  totals.failed += 1;
  summary.push('FAIL browser tests, journeys and size budgets: not run, the build failed');
}

console.log(`\n${summary.join('\n')}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
