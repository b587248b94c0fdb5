// `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling) three times on every
// demo page and booking engine route, against the sandbox serving the built bundle; prints the
// median performance score, LCP, TBT, CLS and JavaScript bytes of each, and fails when a median
// score is under 95. A benchmark, not a test: timings are noisy on a busy machine.
// Chromium is Debian's (CHROME_PATH), started by playwright-core with a DevTools port that
// Lighthouse connects to (no chrome-launcher, no downloaded browser).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.LH_RUNS ?? 3);
const MIN_SCORE = 95;
const ALL_PAGES = [
  '/the-lake/',
  '/seaside/',
  '/inn/',
  '/the-lake/offers/',
  '/seaside/golf/',
  '/the-lake/booking-enquiry-form/',
  '/the-lake/book/',
  '/the-lake/book/stay/search',
  '/the-lake/book/cart',
  '/the-lake/book/login-register',
  '/the-lake/book/my-booking',
  '/the-lake/book/account',
  '/the-lake/book/gift-cards',
];
// LH_PAGES=/the-lake/,/inn/ measures only those (a quicker look); LH_RUNS the runs per page.
const PAGES = process.env.LH_PAGES ? process.env.LH_PAGES.split(',') : ALL_PAGES;

let lighthouse;
try {
  ({ default: lighthouse } = await import('lighthouse'));
} catch {
  console.error(
    'bench:lighthouse: Lighthouse is not installed. It is a dev dependency to add with\n' +
      '  npm install --save-dev --save-exact lighthouse@12.2.3\n' +
      '(Lighthouse 13 needs Node 22; this project runs on Node 20.) Nothing was measured.',
  );
  process.exit(1);
}
if (!existsSync(path.join(root, 'dist/innkit.js'))) {
  console.error('bench:lighthouse: dist/ is missing; run `npm run build` first.');
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const { startSandbox } = await import('../sandbox/start-sandbox.ts');
const dir = mkdtempSync(path.join(tmpdir(), 'innkit-lighthouse-'));
const sandbox = await startSandbox({ port: 0, dbFile: path.join(dir, 'sandbox.db') });
const port = await freePort();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
});

const rows = [];
const failures = [];
try {
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${sandbox.url}${page}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const { audits, categories } = result.lhr;
      const scripts = audits['resource-summary']?.details?.items?.find(
        (item) => item.resourceType === 'script',
      );
      runs.push({
        score: Math.round((categories.performance.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        js: scripts?.transferSize ?? 0,
      });
    }
    const m = (key) => median(runs.map((r) => r[key]));
    const row = {
      page,
      score: m('score'),
      lcp: `${(m('lcp') / 1000).toFixed(2)} s`,
      tbt: `${Math.round(m('tbt'))} ms`,
      cls: m('cls').toFixed(3),
      js: `${(m('js') / 1000).toFixed(1)} kB`,
      runs: runs.map((r) => r.score).join(' '),
    };
    rows.push(row);
    console.log(Object.values(row).join('  '));
    if (row.score < MIN_SCORE) failures.push(`${page}: median score ${row.score} < ${MIN_SCORE}`);
  }
} finally {
  await browser.close();
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
}

console.log(`\nLighthouse mobile, median of ${RUNS} runs (${new Date().toISOString()})`);
console.table(rows);
if (failures.length) {
  console.error(`\nUnder ${MIN_SCORE}:\n${failures.map((f) => `- ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nEvery page scores ${MIN_SCORE} or more.`);
