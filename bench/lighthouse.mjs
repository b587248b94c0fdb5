// `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling) three times on every
// demo page and booking engine route, against the sandbox serving the built bundle; prints the
// median performance score, LCP, TBT, CLS and JavaScript bytes of each, and fails when a median
// score is under 95. A benchmark, not a test: timings are noisy on a busy machine.
// Chromium is Debian's (CHROME_PATH), started by playwright-core with a DevTools port that
// Lighthouse connects to (no chrome-launcher, no downloaded browser). The browser's context is
// persistent, the one Lighthouse's tabs open in, so the signed-in routes (checkout, My Bookings,
// dining) are measured with the cookies of a guest who logged in and filled a cart first
// (Lighthouse clears caches and service workers between runs, not cookies).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { addDays } from '../src/domain/calendar/calendar-day.ts';
import { SEEDED_GUEST } from '../sandbox/db/seed-guest.ts';
import { bookStayFor } from '../sandbox/dining/booked-stay-fixture.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.LH_RUNS ?? 3);
const MIN_SCORE = 95;
const today = new Date().toISOString().slice(0, 10);
/** A stay three weeks ahead (Book your Stay with dates), and the booked stay's dining day. */
const STAY = `/the-lake/book/stay/${addDays(today, 21)}/2/2/0/0`;
const DINING_ARRIVAL = addDays(today, 30);
const PUBLIC_PAGES = [
  '/the-lake/',
  '/seaside/',
  '/inn/',
  '/the-lake/offers/',
  '/seaside/golf/',
  '/the-lake/booking-enquiry-form/',
];
/** The booking engine's routes a guest reaches without an account (issue 35 goal 1). */
const ENGINE_ROUTES = [
  '/the-lake/book/',
  '/the-lake/book/stay/search',
  STAY,
  '/the-lake/book/cart',
  '/the-lake/book/login-register',
  '/the-lake/book/treatments',
  '/the-lake/book/activities',
  '/the-lake/book/activities/fellside-sauna',
  '/the-lake/book/activities/events',
  '/the-lake/book/gift-cards',
];
/** Measured last, signed in as the seeded guest with a booked stay and a room in the cart. */
const SIGNED_IN_ROUTES = [
  '/the-lake/book/checkout',
  '/the-lake/book/my-booking',
  `/the-lake/book/my-booking/restaurants/${DINING_ARRIVAL}`,
  '/the-lake/book/account',
];
const ALL_PAGES = [...PUBLIC_PAGES, ...ENGINE_ROUTES, ...SIGNED_IN_ROUTES];
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
const browser = await chromium.launchPersistentContext(path.join(dir, 'profile'), {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
});

/**
 * Signs the seeded guest in on the engine's login screen, books them a stay (for My Bookings
 * and dining) and puts the sandbox's sample room in their cart (for checkout).
 */
async function signIn() {
  const guest = sandbox.repos.customers.findByEmail(SEEDED_GUEST.email);
  if (!guest) throw new Error('the sandbox has no seeded guest');
  bookStayFor(sandbox.repos, guest.id, DINING_ARRIVAL, 3, Date.now());
  const tab = await browser.newPage();
  await tab.goto(`${sandbox.url}/the-lake/book/login-register`);
  const form = tab.locator('ik-booking-engine').getByRole('form', { name: 'Login' });
  await form.getByLabel('Email', { exact: true }).fill(SEEDED_GUEST.email);
  await form.getByLabel('Password').fill(SEEDED_GUEST.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await tab
    .locator('ik-header')
    .getByText(/^Hello, /)
    .waitFor();
  await tab.goto(`${sandbox.url}/sandbox`);
  await tab.getByRole('button', { name: 'Add a sample room' }).click();
  await tab
    .getByRole('status')
    .getByText(/^Added a sample room/)
    .waitFor();
  await tab.close();
}

const rows = [];
const failures = [];
try {
  let signedIn = false;
  for (const page of PAGES) {
    if (SIGNED_IN_ROUTES.includes(page) && !signedIn) {
      await signIn();
      signedIn = true;
    }
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
