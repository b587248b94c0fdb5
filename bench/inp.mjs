// `npm run bench:inp` (issue 35 §2 and §5): how long each tap the issue lists takes to paint its
// answer, on a phone: 375 × 812 with touch, the CPU 4× slower through the DevTools protocol, in
// Debian's Chromium against the sandbox serving the built dist/. Each interaction gets several
// page views (INP_RUNS, default 3), each a fresh page with one trusted tap, whatever set the
// state up being done by script (untrusted clicks are no interaction), so web-vitals' onINP
// (with attribution) reports that tap alone. It prints the median and the worst per interaction,
// and the worst's long animation frames and scripts; then the engine landing's load at the same
// slowdown: its long tasks (the longest, how many, total blocking time) and its largest paint.
// It prints numbers and asserts no timing: they depend on the machine and on what else runs.
//
//   INP_RUNS=5             page views per interaction (and per load)
//   INP_ONLY=Add,Menu      only the interactions whose name contains one of these words
//   INP_LOAD=0             skip the load figures; INP_TAPS=0 skips the taps
//   INP_CPU=6              another CPU slowdown
//   INP_LOAD_PAGES=/the-lake/book/,/the-lake/book/stay/search   the pages whose load is measured
//   INP_ROOT=/some/checkout  serve that folder's dist/ and demo-pages/ (a build to compare with)
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { addDays, londonDate } from '../src/domain/calendar/calendar-day.ts';
import { SEEDED_GUEST } from '../sandbox/db/seed-guest.ts';
import { startSandbox } from '../sandbox/start-sandbox.ts';
import { liftAddressLimits } from './sandbox-limits.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.mjs';

const RUNS = Number(process.env.INP_RUNS ?? 3);
const CPU = Number(process.env.INP_CPU ?? 4);
const ONLY = process.env.INP_ONLY?.split(',').map((w) => w.trim().toLowerCase());
const VIEWPORT = { width: 375, height: 812 };
const today = londonDate(new Date());
const STAY = `/the-lake/book/stay/${addDays(today, 21)}/2/2/0/0`;
const WEEK_ON = addDays(today, 7);

// The package exports no path to its IIFE build: found beside its CommonJS attribution build.
const require = createRequire(import.meta.url);
const WEB_VITALS = readFileSync(
  path.join(
    path.dirname(require.resolve('web-vitals/attribution')),
    'web-vitals.attribution.iife.js',
  ),
  'utf8',
);

/**
 * Runs in every page before its own scripts: web-vitals reports each change of INP (one tap a
 * page, so that tap) and the largest paint, and the page's long tasks are kept.
 */
function observe() {
  const w = /** @type {any} */ (window);
  w.__inp = [];
  w.__lcp = [];
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      w.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // The largest paint's element, named here: web-vitals' selector stops at a shadow root.
  new PerformanceObserver((list) => {
    for (const e of /** @type {any[]} */ (list.getEntries())) {
      const el = e.element;
      const name = el
        ? `${el.localName}${el.getAttribute('part') ? `[part=${el.getAttribute('part')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 24)}"`
        : e.url
          ? `image ${e.url.slice(0, 24)}…`
          : 'a text in a shadow root';
      w.__lcpElement = `${name} (${e.size} px²) at ${Math.round(e.startTime)} ms`;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const summary = (/** @type {any} */ metric) => {
    const a = metric.attribution;
    const frames = (a.longAnimationFrameEntries ?? []).map((/** @type {any} */ f) => ({
      duration: Math.round(f.duration),
      blocking: Math.round(f.blockingDuration ?? 0),
      scripts: (f.scripts ?? []).map((/** @type {any} */ s) => ({
        invoker: s.invoker,
        source: `${(s.sourceURL || '').split('/').pop()}${s.sourceFunctionName ? ` ${s.sourceFunctionName}` : ''}`,
        duration: Math.round(s.duration),
        forcedLayout: Math.round(s.forcedStyleAndLayoutDuration ?? 0),
      })),
    }));
    return {
      value: metric.value,
      target: a.interactionTarget,
      type: a.interactionType,
      loadState: a.loadState,
      inputDelay: Math.round(a.inputDelay),
      processing: Math.round(a.processingDuration),
      presentation: Math.round(a.presentationDelay),
      frames,
    };
  };
  const start = () => {
    w.webVitals.onINP((/** @type {any} */ m) => w.__inp.push(summary(m)), {
      reportAllChanges: true,
      durationThreshold: 16,
    });
    w.webVitals.onLCP(
      (/** @type {any} */ m) =>
        w.__lcp.push({ value: m.value, target: m.attribution?.target ?? '' }),
      { reportAllChanges: true },
    );
  };
  start();
}

/** A page's shadow roots searched for `selector`: the first match, clicked by script. */
function scriptClick(/** @type {{ selector: string, pick?: string }} */ { selector, pick }) {
  const all = (/** @type {Document | ShadowRoot} */ root) =>
    /** @type {Element[]} */ ([...root.querySelectorAll('*')]).flatMap((el) =>
      el.shadowRoot ? [el, ...all(el.shadowRoot)] : [el],
    );
  const found = all(document).filter((el) => el.matches(selector));
  const el = /** @type {HTMLElement | undefined} */ (
    pick ? found.find((e) => (e.getAttribute('data-date') ?? '') >= pick) : found[0]
  );
  if (!el) throw new Error(`nothing matches ${selector}`);
  el.click();
}

/** The page has settled: network quiet and the main thread idle twice. */
async function quiet(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise((done) =>
        requestIdleCallback(() => requestIdleCallback(() => done(null), { timeout: 3000 }), {
          timeout: 3000,
        }),
      ),
  );
}

const engine = (page) => page.locator('ik-booking-engine');

/**
 * The interactions of issue 35 §2: where the page view starts, what is set up by script, and
 * the control tapped. `cookie: false` keeps the inn's sign-up modal coming.
 */
const INTERACTIONS = [
  {
    name: 'landing card (Book now)',
    url: '/the-lake/book/',
    tap: (page) => engine(page).locator('[part~=card] a').first(),
  },
  {
    name: 'stay calendar: next month',
    url: '/the-lake/book/stay/search',
    tap: (page) => engine(page).locator('[part~=calendar] [part~=next]').first(),
  },
  {
    name: 'stay calendar: a day',
    url: '/the-lake/book/stay/search',
    tap: (page) =>
      engine(page).locator(`[role=grid] button[data-date="${WEEK_ON}"]:not([aria-disabled=true])`),
  },
  {
    name: 'Room details',
    url: STAY,
    tap: (page) => engine(page).locator('[part~=room-details]').first(),
  },
  {
    name: 'Add room',
    url: STAY,
    tap: (page) => engine(page).locator('[part~=room-type] [part~=add-room]').first(),
  },
  {
    name: "cart's Add to room",
    session: 'cart',
    url: '/the-lake/book/cart',
    tap: (page) => engine(page).locator('[part~=add-to-room]').first(),
  },
  {
    name: 'Login with empty fields',
    url: '/the-lake/book/login-register',
    tap: (page) =>
      engine(page).getByRole('form', { name: 'Login' }).getByRole('button', { name: 'Login' }),
  },
  {
    name: 'Pay Now',
    session: 'signed-in',
    url: '/the-lake/book/checkout',
    tap: (page) => engine(page).locator('[part~=pay]').first(),
  },
  {
    name: "a treatment's Choose a time",
    url: '/the-lake/book/treatments',
    tap: (page) => engine(page).locator('[part~=choose-time]').first(),
  },
  {
    name: "a sauna session's More",
    url: '/the-lake/book/activities/fellside-sauna',
    prepare: async (page) => {
      await engine(page).locator('button[data-date]').first().waitFor();
      await page.evaluate(scriptClick, {
        selector: 'button[data-date]:not([aria-disabled=true]):not([disabled])',
        pick: WEEK_ON,
      });
    },
    tap: (page) => engine(page).locator('[part~=more]').first(),
  },
  {
    name: 'header Menu (lake page)',
    url: '/the-lake/',
    tap: (page) => page.locator('ik-header').getByRole('button', { name: 'Menu' }),
  },
  {
    name: 'quick-book Book now (lake page)',
    url: '/the-lake/',
    tap: (page) => page.locator('ik-quick-book').getByRole('button', { name: 'Book now' }),
  },
  {
    name: "inn sign-up modal's close",
    url: '/inn/',
    cookie: false,
    prepare: (page) => page.locator('ik-subscribe-modal dialog[open]').waitFor({ timeout: 60_000 }),
    tap: (page) => page.locator('ik-subscribe-modal dialog[open] [part~=close]').first(),
  },
  {
    name: 'first tap while loading (landing)',
    url: '/the-lake/book/',
    whileLoading: true,
    tap: (page) => engine(page),
  },
];

const sandbox = await startSandbox({
  port: 0,
  dbFile: ':memory:',
  ...(process.env.INP_ROOT ? { rootDir: path.resolve(process.env.INP_ROOT) } : {}),
});
liftAddressLimits(sandbox);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** A phone's context; `session` signs the seeded guest in or fills a cart first (unthrottled). */
async function phone({ cookie = true, session } = {}) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  if (cookie) await context.addCookies([{ name: 'signupCookie', value: '1', url: sandbox.url }]);
  if (session) {
    const page = await context.newPage();
    if (session === 'signed-in') {
      await page.goto(`${sandbox.url}/the-lake/book/login-register`);
      const form = engine(page).getByRole('form', { name: 'Login' });
      await form.getByLabel('Email', { exact: true }).fill(SEEDED_GUEST.email);
      await form.getByLabel('Password').fill(SEEDED_GUEST.password);
      await form.getByRole('button', { name: 'Login' }).click();
      // On a phone the greeting is words for screen readers only: there, not visible.
      await page
        .locator('ik-header')
        .getByText(/^Hello, /)
        .waitFor({ state: 'attached' });
    }
    await page.goto(`${sandbox.url}/sandbox`);
    await page.getByRole('button', { name: 'Add a sample room' }).click();
    await page
      .getByRole('status')
      .getByText(/^Added a sample room/)
      .waitFor();
    await page.close();
  }
  const page = await context.newPage();
  // Playwright runs an init script in a function of its own: the IIFE's global is made one.
  await page.addInitScript(`${WEB_VITALS};window.webVitals = webVitals;`);
  await page.addInitScript(observe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  return { context, page };
}

/** The INP web-vitals reported for the page's one tap (its first input is always reported). */
async function reported(page) {
  await page.waitForFunction(() => /** @type {any} */ (window).__inp.length > 0, null, {
    timeout: 20_000,
  });
  return page.evaluate(() => {
    const all = /** @type {any} */ (window).__inp;
    return all[all.length - 1];
  });
}

async function oneTap(interaction) {
  const { context, page } = await phone(interaction);
  try {
    if (interaction.whileLoading) {
      await page.goto(`${sandbox.url}${interaction.url}`, { waitUntil: 'domcontentloaded' });
      // As soon as the element has a box: the guest taps what they see while it loads.
      const handle = await interaction.tap(page).elementHandle();
      await page.waitForFunction((el) => el.getBoundingClientRect().height > 0, handle);
      const box = await handle.boundingBox();
      await page.touchscreen.tap(box.x + box.width / 2, box.y + Math.min(80, box.height / 2));
    } else {
      await page.goto(`${sandbox.url}${interaction.url}`);
      await interaction.prepare?.(page);
      const target = interaction.tap(page);
      await target.waitFor({ timeout: 60_000 });
      await quiet(page);
      await target.scrollIntoViewIfNeeded();
      await quiet(page);
      await target.tap();
    }
    return await reported(page);
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const load = () => loadavg()[0].toFixed(1);
const ms = (n) => `${Math.round(n)} ms`;

try {
  console.log(
    `INP bench: ${VIEWPORT.width} px with touch, CPU ${CPU}× slower, ${RUNS} page view(s) each; load average ${load()}`,
  );
  if (process.env.INP_TAPS !== '0') {
    const rows = [];
    for (const interaction of INTERACTIONS) {
      if (ONLY && !ONLY.some((word) => interaction.name.toLowerCase().includes(word))) continue;
      const taps = [];
      for (let run = 0; run < RUNS; run++) {
        try {
          taps.push(await oneTap(interaction));
        } catch (error) {
          console.log(
            `  ${interaction.name}: view ${run + 1} failed: ${String(error).split('\n')[0]}`,
          );
        }
      }
      if (!taps.length) continue;
      const worst = taps.reduce((a, b) => (b.value > a.value ? b : a));
      const row = {
        interaction: interaction.name,
        median: ms(median(taps.map((t) => t.value))),
        worst: ms(worst.value),
        'worst: delay/processing/paint': `${worst.inputDelay}/${worst.processing}/${worst.presentation}`,
        'long frames': worst.frames.length,
        'forced layout': ms(
          worst.frames.flatMap((f) => f.scripts).reduce((sum, s) => sum + s.forcedLayout, 0),
        ),
        load: load(),
      };
      rows.push(row);
      console.log(
        `\n${interaction.name}: ${taps.map((t) => Math.round(t.value)).join(', ')} ms (load ${row.load})`,
      );
      console.log(`  worst on ${worst.target} (${worst.type}, ${worst.loadState})`);
      for (const frame of worst.frames) {
        console.log(`  long frame ${frame.duration} ms, blocking ${frame.blocking} ms`);
        for (const s of [...frame.scripts].sort((a, b) => b.duration - a.duration).slice(0, 4)) {
          console.log(
            `    ${s.duration} ms ${s.invoker} — ${s.source}${s.forcedLayout ? ` (forced layout ${s.forcedLayout} ms)` : ''}`,
          );
        }
      }
    }
    console.log('\nINP per interaction (ms)');
    console.table(rows);
  }

  if (process.env.INP_LOAD !== '0') {
    const pages = (process.env.INP_LOAD_PAGES ?? '/the-lake/book/').split(',');
    const rows = [];
    for (const url of pages) {
      const views = [];
      for (let run = 0; run < RUNS; run++) {
        const { context, page } = await phone();
        try {
          await page.goto(`${sandbox.url}${url}`);
          await page.waitForFunction(
            () => document.querySelector('ik-booking-engine')?.shadowRoot,
            null,
            { timeout: 60_000 },
          );
          await engine(page).locator('h1').first().waitFor({ timeout: 60_000 });
          await quiet(page);
          views.push(
            await page.evaluate(() => {
              const w = /** @type {any} */ (window);
              const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
              const tasks = w.__longTasks;
              const blocking = tasks
                .filter((t) => t.start >= fcp)
                .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
              const lcp = w.__lcp[w.__lcp.length - 1];
              return {
                count: tasks.length,
                over100: tasks.filter((t) => t.duration > 100).length,
                longest: Math.max(0, ...tasks.map((t) => t.duration)),
                blocking,
                fcp,
                lcp: lcp?.value ?? 0,
                lcpTarget: w.__lcpElement ?? lcp?.target ?? '',
              };
            }),
          );
        } catch (error) {
          console.log(`  ${url}: view ${run + 1} failed: ${String(error).split('\n')[0]}`);
        } finally {
          await context.close();
        }
      }
      if (!views.length) continue;
      const pick = (key) => median(views.map((v) => v[key]));
      rows.push({
        page: url,
        'long tasks': pick('count'),
        'over 100 ms': pick('over100'),
        longest: ms(pick('longest')),
        'blocking after FCP': ms(pick('blocking')),
        FCP: ms(pick('fcp')),
        LCP: ms(pick('lcp')),
        'LCP element': views.map((v) => v.lcpTarget).join(' | '),
        load: load(),
      });
    }
    console.log(`\nLoad at CPU ${CPU}× (medians of ${RUNS}; unthrottled network)`);
    console.table(rows);
  }
} finally {
  await browser.close();
  await sandbox.close();
}
