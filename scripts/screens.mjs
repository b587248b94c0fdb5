// `npm run screens`: screenshots of every demo page and every booking engine route (also with
// a room in the cart, with form errors showing, with a drawer or menu open) at 375, 768 and
// 1280 px in each theme, into .cache/screens/, with an index.html that shows them side by side.
// For review by eye; not part of `npm test`. Runs under tsx (it starts the TypeScript sandbox).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { SEEDED_GUEST } from '../sandbox/db/seed-guest.ts';
import { bookStayFor } from '../sandbox/dining/booked-stay-fixture.ts';
import { bookGiftCardsFor } from '../sandbox/gift-cards/bought-gift-cards-fixture.ts';
import { startSandbox } from '../sandbox/start-sandbox.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// SCREENS_OUT=.cache/screens-<name> keeps one reviewer's pictures apart from another's.
const OUT = path.resolve(root, process.env.SCREENS_OUT ?? '.cache/screens');
// SCREENS_WIDTHS=320,375 and SCREENS_ONLY=engine-cart,engine-checkout (names containing
// either) narrow a run to what is being looked at.
const WIDTHS = process.env.SCREENS_WIDTHS?.split(',').map(Number) ?? [375, 768, 1280];
const THEMES = ['lake', 'seaside', 'inn'];
const ONLY = process.env.SCREENS_ONLY?.split(',');
const BOOK = '/the-lake/book';
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const STAY = `${BOOK}/stay/${day(21)}/2/2/0/0`;
/** The seeded guest's booked stay (booked below), whose tables the dining screen shows. */
const DINING_ARRIVAL = day(30);
const DINING = `${BOOK}/my-booking/restaurants/${DINING_ARRIVAL}`;

/** The latest modification time below a path (as scripts/start.mjs: rebuild when stale). */
function newestIn(file) {
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(file).reduce((n, entry) => Math.max(n, newestIn(path.join(file, entry))), 0);
}
const built = statSync(path.join(root, 'dist/innkit.js'), { throwIfNoEntry: false })?.mtimeMs;
if (!built || ['src', 'widgets', 'themes'].some((dir) => newestIn(path.join(root, dir)) > built)) {
  console.log('screens: the bundle is missing or older than its sources; building it first.');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const engine = (page) => page.locator('ik-booking-engine');
/** The engine's open drawer or sheet (a lazy chunk: it opens a moment after the click). */
const engineDialog = (page) => engine(page).locator('dialog[open]');

/** An activity screen: its first day with sessions chosen (the calendar's first free day). */
async function chooseFirstDay(page) {
  const free = engine(page).locator('[part=day]:not([aria-disabled])').first();
  await free.waitFor();
  await free.click();
  await engine(page).locator('[part~=session]').first().waitFor();
}

async function logIn(page, url) {
  await page.goto(`${url}${BOOK}/login-register`);
  await engine(page).getByLabel('Email').fill(SEEDED_GUEST.email);
  await engine(page).getByLabel('Password').fill(SEEDED_GUEST.password);
  await engine(page).getByRole('button', { name: 'Login' }).click();
  // Attached, not visible: on a phone the greeting is in the header's menu button.
  await page.locator('ik-header [part=greeting]').waitFor({ state: 'attached' });
}

async function addSampleRoom(page) {
  await page.evaluate(async () => {
    if (!document.cookie.includes('XSRF-TOKEN=')) await fetch('/rs/system');
    const token = decodeURIComponent(document.cookie.split('XSRF-TOKEN=')[1].split(';')[0]);
    const answer = await fetch('/sandbox/api/cart/sample', {
      method: 'POST',
      headers: { 'X-XSRF-TOKEN': token, 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (!answer.ok) throw new Error(`sample room: ${answer.status}`);
  });
}

/**
 * Every scene: a name, an address, what to do before the pictures (optional), and `ready`,
 * what must be on screen before each picture (optional; a scene without it waits for
 * `settle`). A scene whose state never comes is not taken, and the run fails.
 */
const SCENES = [
  { name: 'index', url: '/' },
  { name: 'the-lake', url: '/the-lake/' },
  { name: 'the-lake-offers', url: '/the-lake/offers/' },
  { name: 'booking-enquiry-form', url: '/the-lake/booking-enquiry-form/' },
  { name: 'seaside', url: '/seaside/' },
  { name: 'seaside-golf', url: '/seaside/golf/' },
  { name: 'inn', url: '/inn/' },
  {
    name: 'the-lake-slide-menu-open',
    url: '/the-lake/',
    view: true,
    after: (page) => page.locator('ik-slide-menu [part~=toggle][aria-haspopup=dialog]').click(),
    ready: (page) => page.locator('ik-slide-menu dialog[open]'),
  },
  {
    name: 'inn-overlay-open',
    url: '/inn/',
    view: true,
    after: (page) => page.locator('ik-nav-overlay [part~=toggle][aria-haspopup=dialog]').click(),
    ready: (page) => page.locator('ik-nav-overlay dialog[open]'),
  },
  {
    name: 'header-menu-open-logged-in',
    url: '/the-lake/',
    view: true,
    before: (page, url) => logIn(page, url),
    after: async (page) => {
      const button = page.locator('ik-header [part~=menu-button]');
      if (await button.isVisible()) await button.click();
    },
  },
  // The kit's living style guide, one theme per picture (its frame; /styleguide/ shows three).
  { name: 'styleguide', url: '/styleguide/frame.html' },
  { name: 'engine-landing', url: `${BOOK}/` },
  { name: 'engine-stay-search', url: `${BOOK}/stay/search` },
  { name: 'engine-book-your-stay', url: STAY },
  {
    name: 'engine-room-drawer-open',
    url: STAY,
    view: true,
    after: (page) => engine(page).locator('[part=room-details]').first().click(),
    ready: engineDialog,
  },
  // Accessible rooms (issue 22 item 6): the filter on, the words in the room drawer, none free.
  { name: 'engine-accessible-rooms', url: `${STAY}?accessible=1` },
  {
    name: 'engine-accessible-room-drawer-open',
    url: `${STAY}?accessible=1`,
    view: true,
    after: (page) => engine(page).locator('[part=room-details]').first().click(),
    ready: engineDialog,
  },
  {
    name: 'engine-accessible-rooms-none',
    url: `${STAY.replace(/\/2\/0\/0$/, '/5/0/0')}?accessible=1`,
  },
  {
    name: 'engine-book-your-stay-with-room',
    url: STAY,
    before: (page, url) => page.goto(`${url}/`).then(() => addSampleRoom(page)),
  },
  {
    name: 'engine-summary-sheet-open',
    url: STAY,
    view: true,
    before: (page, url) => page.goto(`${url}/`).then(() => addSampleRoom(page)),
    after: (page) => engine(page).locator('[part~=summary-open]').click(),
    ready: engineDialog,
  },
  {
    name: 'engine-details-with-room',
    url: `${BOOK}/login-register?redirect=checkout`,
    before: (page, url) => page.goto(`${url}/`).then(() => addSampleRoom(page)),
  },
  { name: 'engine-cart-empty', url: `${BOOK}/cart` },
  {
    name: 'engine-cart-with-room',
    url: `${BOOK}/cart`,
    before: (page, url) => page.goto(`${url}/`).then(() => addSampleRoom(page)),
  },
  {
    // The extras drawer on the kit's field stack (its note, radios and checkboxes).
    name: 'engine-cart-extras-open',
    url: `${BOOK}/cart`,
    view: true,
    before: (page, url) => page.goto(`${url}/`).then(() => addSampleRoom(page)),
    after: async (page) => {
      await engine(page)
        .getByRole('button', { name: /^Add to room/ })
        .first()
        .click();
      await engine(page).locator('dialog[open] form.extra-group').first().waitFor();
    },
    ready: engineDialog,
  },
  {
    name: 'engine-checkout-with-room',
    url: `${BOOK}/checkout`,
    before: (page, url) => page.goto(`${url}/`).then(() => addSampleRoom(page)),
  },
  {
    name: 'engine-checkout-logged-in',
    url: `${BOOK}/checkout`,
    before: (page, url) => logIn(page, url).then(() => addSampleRoom(page)),
  },
  {
    name: 'engine-checkout-terms-first',
    url: `${BOOK}/checkout`,
    before: (page, url) => logIn(page, url).then(() => addSampleRoom(page)),
    after: (page) => engine(page).getByRole('button', { name: 'Pay Now' }).click(),
  },
  {
    name: 'engine-terms-drawer-open',
    url: `${BOOK}/checkout`,
    view: true,
    before: (page, url) => logIn(page, url).then(() => addSampleRoom(page)),
    after: (page) => engine(page).locator('[part~=terms-link]').click(),
    ready: engineDialog,
  },
  { name: 'engine-login-register', url: `${BOOK}/login-register` },
  {
    name: 'engine-login-errors',
    url: `${BOOK}/login-register`,
    after: (page) => engine(page).getByRole('button', { name: 'Login' }).click(),
  },
  { name: 'engine-my-booking', url: `${BOOK}/my-booking`, before: logIn },
  { name: 'engine-profile', url: `${BOOK}/account`, before: logIn },
  { name: 'engine-dining', url: DINING, before: logIn },
  {
    name: 'engine-dining-form-errors',
    url: DINING,
    before: logIn,
    after: async (page) => {
      const block = engine(page).locator('[part~=meal-block]').nth(2);
      await block.locator('[part~=add-reservation]').click();
      await block.getByRole('button', { name: 'Add to cart' }).click();
    },
  },
  {
    name: 'engine-dining-drawer-open',
    url: DINING,
    view: true,
    before: logIn,
    after: (page) => engine(page).locator('[part~=restaurant-info]').first().click(),
    ready: engineDialog,
  },
  { name: 'engine-not-found', url: `${BOOK}/no-such-page` },
  { name: 'engine-activities', url: `${BOOK}/activities` },
  { name: 'engine-wild-swimming', url: `${BOOK}/activities/wild-swimming`, after: chooseFirstDay },
  {
    name: 'engine-fellside-sauna',
    url: `${BOOK}/activities/fellside-sauna`,
    after: chooseFirstDay,
  },
  {
    name: 'engine-sauna-drawer-open',
    url: `${BOOK}/activities/fellside-sauna`,
    view: true,
    after: async (page) => {
      await chooseFirstDay(page);
      // A time with places to count (one place left is Add, not the drawer).
      await engine(page)
        .locator('[part~=time]:not([data-disabled])')
        .filter({ hasNotText: /^\d\d:\d\d1 place left$/ })
        .first()
        .click();
      await engine(page).getByRole('button', { name: /^More/ }).first().click();
    },
    ready: engineDialog,
  },
  { name: 'engine-events', url: `${BOOK}/activities/events`, after: chooseFirstDay },
  { name: 'engine-special-events', url: `${BOOK}/special-events`, after: chooseFirstDay },
  { name: 'engine-ice-skating', url: `${BOOK}/activities/ice-skating` },
  {
    name: 'engine-ice-skating-tickets-open',
    url: `${BOOK}/activities/ice-skating`,
    view: true,
    after: async (page) => {
      await chooseFirstDay(page);
      await engine(page)
        .getByRole('button', { name: /^Choose tickets/ })
        .first()
        .click();
    },
    ready: engineDialog,
  },
  {
    name: 'engine-ice-skating-schools',
    url: `${BOOK}/activities/ice-skating/schools`,
    after: chooseFirstDay,
  },
  { name: 'engine-treatments', url: `${BOOK}/treatments` },
  {
    name: 'engine-spa-drawer-open',
    url: `${BOOK}/treatments`,
    view: true,
    after: (page) => engine(page).locator('[part~=choose-time]').first().click(),
    ready: engineDialog,
  },
  { name: 'engine-gift-cards', url: `${BOOK}/gift-cards` },
  {
    name: 'engine-gift-cards-by-post',
    url: `${BOOK}/gift-cards`,
    after: async (page) => {
      await engine(page).locator('[part=gift-value]').nth(1).click();
      await engine(page).getByLabel('By post').check();
    },
  },
];

/**
 * Every island brought into view in turn (an island loads when it is seen, so a page that is
 * never scrolled shows none below the fold), then every `ik-*` element that can be seen defined
 * and rendered, nothing busy and the network quiet; back at the top of the page. Throws, and so
 * fails the scene, when that state has not come within 15 s: a picture taken before it would
 * show what no guest sees.
 */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  // In turn: a guest scrolling down, each island given its moment to load when seen.
  await page.evaluate(async () => {
    const rendered = (el) => customElements.get(el.localName) && el.shadowRoot;
    const islands = [...document.querySelectorAll('*')].filter(
      // One inside a closed menu or a hidden tab has no box: no guest can see it load.
      (el) => el.localName.startsWith('ik-') && !rendered(el) && el.checkVisibility(),
    );
    for (const island of islands) {
      island.scrollIntoView({ block: 'center' });
      const until = performance.now() + 15_000;
      while (!rendered(island) && performance.now() < until)
        await new Promise((done) => setTimeout(done, 50));
    }
  });
  try {
    await page.waitForFunction(
      () => {
        const all = (r) =>
          [...r.querySelectorAll('*')].flatMap((el) =>
            el.shadowRoot ? [el, ...all(el.shadowRoot)] : [el],
          );
        const els = all(document);
        return (
          els
            .filter((el) => el.localName.startsWith('ik-') && el.checkVisibility())
            .every((el) => customElements.get(el.localName) && el.shadowRoot) &&
          // The style guide shows busy states on purpose (its examples, `data-example`).
          !els.some(
            (el) => el.getAttribute('aria-busy') === 'true' && !el.closest('[data-example]'),
          )
        );
      },
      null,
      { timeout: 15_000 },
    );
  } catch {
    const left = await page.evaluate(() => {
      const all = (r) =>
        [...r.querySelectorAll('*')].flatMap((el) =>
          el.shadowRoot ? [el, ...all(el.shadowRoot)] : [el],
        );
      const els = all(document);
      return [
        ...els
          .filter((el) => el.localName.startsWith('ik-') && el.checkVisibility())
          .filter((el) => !customElements.get(el.localName) || !el.shadowRoot)
          .map((el) => `${el.localName} not rendered`),
        ...els
          .filter((el) => el.getAttribute('aria-busy') === 'true' && !el.closest('[data-example]'))
          .map((el) => `${el.localName}${el.part?.value ? `[part=${el.part.value}]` : ''} busy`),
      ];
    });
    throw new Error(`the page did not settle in 15 s: ${left.join(', ')}`);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.evaluate(() => document.fonts.ready);
}

async function useTheme(page, theme) {
  await page.evaluate(async (name) => {
    const link = document.querySelector('link[href*="/innkit/themes/"]');
    const href = `/innkit/themes/${name}.css`;
    if (!link || link.getAttribute('href') === href) return;
    await new Promise((done) => {
      link.addEventListener('load', done, { once: true });
      link.addEventListener('error', done, { once: true });
      link.setAttribute('href', href);
    });
  }, theme);
}

const frames = (page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const dbDir = mkdtempSync(path.join(tmpdir(), 'innkit-screens-'));
const sandbox = await startSandbox({ port: 0, dbFile: path.join(dbDir, 'sandbox.db') });
{
  const guest = sandbox.repos.customers.findByEmail(SEEDED_GUEST.email);
  if (guest) bookStayFor(sandbox.repos, guest.id, DINING_ARRIVAL, 3, Date.now());
  // My Bookings' gift cards and payments lists.
  if (guest) bookGiftCardsFor(sandbox.repos, guest.id, Date.now());
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const shots = [];
const failures = [];
const started = Date.now();
try {
  for (const scene of SCENES) {
    if (ONLY && !ONLY.some((name) => scene.name.includes(name))) continue;
    const context = await browser.newContext({
      viewport: { width: WIDTHS[0], height: 800 },
      reducedMotion: 'reduce',
    });
    // The newsletter modal opens after 3 seconds over any page: answered already.
    await context.addCookies([{ name: 'signupCookie', value: '1', url: sandbox.url }]);
    const page = await context.newPage();
    try {
      await scene.before?.(page, sandbox.url);
      await page.goto(`${sandbox.url}${scene.url}`);
      await settle(page);
      if (await page.locator('ik-page-popup dialog[open]').count())
        await page.keyboard.press('Escape');
      // Opened once, at the phone width (the header's menu button shows only there); a
      // drawer or menu stays open as the width and theme change.
      if (scene.after) {
        await scene.after(page);
        await scene.ready?.(page).first().waitFor({ state: 'visible', timeout: 15_000 });
        await settle(page);
      }
      for (const theme of THEMES) {
        await useTheme(page, theme);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await scene.ready?.(page).first().waitFor({ state: 'visible', timeout: 15_000 });
          await frames(page);
          const file = `${scene.name}--${theme}--${width}.png`;
          await page.screenshot({ path: path.join(OUT, file), fullPage: !scene.view });
          shots.push({ scene: scene.name, theme, width, file });
        }
      }
    } catch (error) {
      failures.push(
        `${scene.name}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
      );
    }
    await context.close();
    process.stdout.write('.');
  }
} finally {
  await browser.close();
  await sandbox.close();
  rmSync(dbDir, { recursive: true, force: true });
}

const escape = (s) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const sections = SCENES.map((scene) => {
  const rows = THEMES.map((theme) => {
    const cells = WIDTHS.map((width) => {
      const shot = shots.find(
        (s) => s.scene === scene.name && s.theme === theme && s.width === width,
      );
      return shot
        ? `<figure><a href="${shot.file}"><img src="${shot.file}" alt="${escape(scene.name)}, ${theme} theme, ${width} px" loading="lazy" width="${Math.round(width / 3)}"></a><figcaption>${theme} · ${width} px</figcaption></figure>`
        : `<figure><p>missing</p><figcaption>${theme} · ${width} px</figcaption></figure>`;
    });
    return `<div class="row">${cells.join('')}</div>`;
  });
  return `<section id="${scene.name}"><h2>${escape(scene.name)} <small>${escape(scene.url)}</small></h2>${rows.join('')}</section>`;
});
writeFileSync(
  path.join(OUT, 'index.html'),
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>innkit screens</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem}.row{display:flex;gap:1rem;align-items:flex-start;margin-bottom:1rem}
figure{margin:0}figure img{display:block;height:auto;border:1px solid #999}figcaption{font-size:.8rem}
nav a{margin-right:.75rem}</style></head><body><h1>innkit screens</h1>
<p>${shots.length} screenshots: ${SCENES.length} scenes × ${THEMES.length} themes × ${WIDTHS.length} widths, ${new Date().toISOString()}.</p>
${failures.length ? `<p><strong>Not taken:</strong></p><ul>${failures.map((f) => `<li>${escape(f)}</li>`).join('')}</ul>` : ''}
<nav>${SCENES.map((s) => `<a href="#${s.name}">${escape(s.name)}</a>`).join('')}</nav>
${sections.join('\n')}</body></html>\n`,
);
console.log(
  `\nscreens: ${shots.length} screenshots of ${SCENES.length} scenes in ${Math.round((Date.now() - started) / 1000)} s → ${path.relative(root, OUT)}/index.html`,
);
for (const failure of failures) console.log(`  not taken: ${failure}`);
if (failures.length) process.exitCode = 1;
