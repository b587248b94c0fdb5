// `npm test`: every check of the project, then one plain closing line "N passed, N failed" that
// totals every test and check that ran.
//
// The build runs first and alone, then every other step at once, each starting as soon as its
// own inputs exist:
//   build → { journeys  ‖  size budgets → package → consumers → conformance
//             ‖  browser-test build → { browser tests  ‖  lint → format → typecheck → contract }
//             ‖  unit + Auckland (one vitest run) }
// then the timing benches, alone: a median or a p95 measured beside other work measures the
// other work. The journeys are the critical path on this 2-core machine, and they need only the
// build: alone it takes 24 s, beside the unit tests, the static checks and the browser-test
// build it took 72 s, and the journeys waited for it (measured 2026-11-29). The steps that do
// not need the build wait for it all the same, and still run when it fails.
// Every step runs at the normal CPU priority: tried at nice 10 for the steps off the critical
// path, on this machine shared with other work they got almost no CPU (lint took 715 s instead
// of about 70 s) and would have become the critical path themselves.
// Each step's output goes to .cache/results/<step>.log and is printed whole when the step ends,
// so that side-by-side steps do not interleave; each step's time is printed with its result.
// IK_TEST_SERIAL=1 runs every step one after another (to time a step alone), in the same order.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_CHROMIUM_PATH } from '../tests/chromium.mjs';
import { chromiumProblem } from './chromium-preflight.mjs';

// No Chromium, no run: one line that says how to get one, instead of hundreds of failures.
const noChromium = chromiumProblem({
  path: TEST_CHROMIUM_PATH,
  chromePath: process.env.CHROME_PATH,
});
if (noChromium) {
  console.error(noChromium);
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.cache/results');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const serial = process.env.IK_TEST_SERIAL === '1';
const totals = { passed: 0, failed: 0 };
const summary = [];
// The names of failed tests, printed after the summary so that a log's tail says what failed.
const failures = [];
const started = Date.now();
const clock = () => `${((Date.now() - started) / 1000).toFixed(0)}s`;

/** One step at a time under IK_TEST_SERIAL=1 (first come, first served), any number otherwise. */
let gate = Promise.resolve();
function slot() {
  if (!serial) return Promise.resolve(() => {});
  const previous = gate;
  let release;
  gate = new Promise((done) => (release = done));
  return previous.then(() => release);
}

/** Runs a command with its output in a log file; prints the log when it ends. */
async function run(name, command, args, env = {}) {
  const release = await slot();
  const slug = name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  const logFile = path.join(results, `${slug}.log`);
  const log = createWriteStream(logFile);
  const begun = Date.now();
  console.log(`[${clock()}] start ${name}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (status) => {
      log.end(() => {
        const seconds = ((Date.now() - begun) / 1000).toFixed(1);
        console.log(`\n=== ${name} (${seconds}s, ended at ${clock()})`);
        process.stdout.write(readFileSync(logFile, 'utf8'));
        release();
        resolve({ ok: status === 0, seconds });
      });
    });
  });
}

/** A check that passes or fails as a whole (lint, typecheck, build, budgets). */
async function check(name, command, args, env) {
  const { ok, seconds } = await run(name, command, args, env);
  totals[ok ? 'passed' : 'failed'] += 1;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
  return ok;
}

/** A test suite whose runner writes its counts to a JSON file; `read` gives named counts. */
async function suite(name, command, args, file, read, env) {
  const { ok, seconds } = await run(name, command, args, env);
  const json = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  const parts = json ? read(json) : [{ name, passed: 0, failed: 0 }];
  for (const failure of json?.failures ?? []) failures.push(`${name}: ${failure}`);
  // A runner that failed without reporting a failed test still fails the run.
  if (!ok && parts.every((p) => p.failed === 0)) parts[0].failed += 1;
  for (const part of parts) {
    if (ok && part.passed === 0) part.failed += 1; // a suite that ran nothing is a defect
    totals.passed += part.passed;
    totals.failed += part.failed;
    summary.push(
      `${part.failed ? 'FAIL' : 'ok  '} ${part.name}: ${part.passed} passed, ${part.failed} failed (${seconds}s)`,
    );
  }
  return parts.every((p) => p.failed === 0);
}

/** A runner that takes `--results <file>` and writes `{ passed, failed }` there. */
const counted = (name, command, args, slug) => {
  const file = path.join(results, `${slug}.json`);
  return suite(name, command, [...args, '--results', file], file, (json) => [{ name, ...json }]);
};

/**
 * One vitest run of the given [project, label] pairs: counts per project come from
 * scripts/vitest-counts-reporter.mjs; vitest's JSON results (per-file durations) are kept too.
 */
const vitest = (projects, slug) => {
  const counts = path.join(results, `${slug}.counts.json`);
  return suite(
    projects.map(([, label]) => label).join(' and '),
    bin('vitest'),
    [
      'run',
      ...projects.flatMap(([project]) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${path.join(results, `${slug}.json`)}`,
      `--reporter=${path.join(root, 'scripts/vitest-counts-reporter.mjs')}`,
    ],
    counts,
    (json) =>
      projects.map(([project, label], index) => ({
        name: label,
        passed: json.projects[project]?.passed ?? 0,
        // An error outside the tests is counted once, on the first project.
        failed: (json.projects[project]?.failed ?? 0) + (index === 0 ? json.errors : 0),
      })),
    { IK_VITEST_COUNTS: counts },
  );
};

/** A step that could not run because what it needs failed. */
function notRun(what) {
  totals.failed += 1;
  summary.push(`FAIL ${what}: not run, the build failed`);
  failures.push(`${what}: not run, the build failed`);
  return false;
}

const built = check('build (rollup, custom-elements.json)', 'npm', ['run', '--silent', 'build']);
/** Settles when the build has ended, whether it passed or not. */
const buildEnded = built.then(() => undefined);

// Reads no part of dist/, but waits for the build with the rest.
const browserBuilt = buildEnded.then(() =>
  check('browser-test build', process.execPath, [
    path.join(root, 'scripts/build-browser-tests.mjs'),
  ]),
);

// The static checks, one after another, off the critical path: after the browser-test build,
// which the browser tests wait for.
const staticChecks = browserBuilt.then(async () => {
  await check(
    'lint (eslint, zero warnings)',
    bin('eslint'),
    // Cached by content in .cache/ (a fresh clone has none; the cache holds the config's hash).
    [
      '--max-warnings',
      '0',
      '--cache',
      '--cache-strategy',
      'content',
      '--cache-location',
      path.join(root, '.cache/eslint/'),
      '.',
    ],
  );
  await check('format (prettier)', bin('prettier'), [
    '--check',
    '--cache',
    '--cache-strategy',
    'content',
    '--cache-location',
    path.join(root, '.cache/prettier/cache.json'),
    '.',
  ]);
  await check('typecheck (tsc)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
  // The contract's read-only calls against an in-memory sandbox, every answer validated.
  await counted(
    'contract check (npm run contract:check against the sandbox)',
    bin('tsx'),
    [path.join(root, 'scripts/contract-check.ts'), '--sandbox'],
    'contract',
  );
});

const unit = buildEnded.then(() =>
  vitest(
    [
      ['unit', 'unit (vitest)'],
      ['unit-auckland', 'date logic again in a far time zone (TZ=Pacific/Auckland)'],
    ],
    'unit',
  ),
);

const journeys = built.then((ok) =>
  ok
    ? vitest([['journeys', 'journeys (Playwright on the demo pages)']], 'journeys')
    : notRun('journeys'),
);

// The browser tests' sandbox serves dist/ as well as their own bundles.
const browser = Promise.all([built, browserBuilt]).then(([ok, bundled]) =>
  ok && bundled
    ? suite(
        'browser (@web/test-runner, Chromium)',
        process.execPath,
        [path.join(root, 'scripts/run-browser-tests.mjs')],
        path.join(results, 'browser.json'),
        (json) => [
          {
            name: 'browser (@web/test-runner, Chromium)',
            passed: json.passed,
            failed: json.failed + json.sessionErrors,
          },
        ],
      )
    : notRun('browser tests'),
);

const packaged = built.then(async (ok) => {
  if (!ok) return notRun('size budgets, package, consumers and conformance');
  await check('size budgets (bench/size)', process.execPath, [path.join(root, 'bench/size.mjs')]);
  // npm pack, the tarball installed into a fresh project, every export resolved, a plain
  // TypeScript and a React 19 consumer compiled against the types, a page built from it.
  await counted(
    'package (packed tarball in a fresh project; type tests)',
    process.execPath,
    [path.join(root, 'tests/package/check-package.mjs')],
    'package-check',
  );
  // React 19 and Vue 3 apps built with Vite (one build each) against the package: the tags
  // defined at the first render, properties and attributes before and after each chunk,
  // ik-* events through each framework's own binding.
  await counted(
    'consumers (React 19 and Vue 3 apps built with Vite, in Chromium)',
    bin('tsx'),
    [path.join(root, 'tests/consumers/check-consumers.mjs')],
    'consumers',
  );
  // Every tag created from dist/ in its main states on the sandbox, against the manifest.
  await counted(
    'manifest conformance (Chromium, every tag against custom-elements.json)',
    bin('tsx'),
    [path.join(root, 'tests/manifest/conformance.mjs')],
    'conformance',
  );
});

await Promise.all([staticChecks, unit, journeys, browser, packaged]);

// Last, the timing benches, one at a time and alone on the machine (as far as npm test goes).
// Prints the median time of a year of calendar prices; fails only far over its 5 ms budget.
await check('calendar prices bench (bench/calendar.ts, 5 ms budget)', bin('tsx'), [
  path.join(root, 'bench/calendar.ts'),
]);
// 50 concurrent bookings of the last room (exactly one wins) and get-rates p50/p95 under 20
// clients; fails on a wrong race, or only far over the 50 ms p95 budget.
await check('booking load bench (bench/bookings.ts, last room, get-rates 50 ms p95)', bin('tsx'), [
  path.join(root, 'bench/bookings.ts'),
]);
// 50 guests for the last place of a session (exactly one wins) and FetchSpaClasses p50/p95 for a
// 42-day window under 20 clients; fails on a wrong race, or only far over the 50 ms p95 budget.
await check(
  'activities bench (bench/activities.ts, last place, FetchSpaClasses 50 ms p95)',
  bin('tsx'),
  [path.join(root, 'bench/activities.ts')],
);
// 50 guests for the last free therapist (exactly one wins) and 50 parties for the last covers of
// a dinner seating (never oversold); fails on a wrong race.
await check('spa and dining bench (bench/spa-dining.ts, last therapist, last covers)', bin('tsx'), [
  path.join(root, 'bench/spa-dining.ts'),
]);
// 20 replays of one mixed cart's payment result (one payment, every line booked once) and 20
// concurrent redemptions of one £100 gift card against £60 carts (never more than £100 taken).
await check(
  'gift card bench (bench/gift-cards.ts, payment replays, concurrent redemptions)',
  bin('tsx'),
  [path.join(root, 'bench/gift-cards.ts')],
);
// 50 concurrent cancels of one paid booking (one refund, the room back by one), replayed cancels
// and payment results (no double refund or charge), and CancelBookedItem's p95 under 20 clients;
// fails on a wrong count, or only far over the 50 ms p95 budget.
await check(
  'cancellations bench (bench/cancellations.ts, one refund, replays, cancel 50 ms p95)',
  bin('tsx'),
  [path.join(root, 'bench/cancellations.ts')],
);

console.log(`\n${summary.join('\n')}\n\nnpm test took ${clock()} in all.`);
if (failures.length) console.log(`\nWhat failed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
