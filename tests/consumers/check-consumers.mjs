// The same element in every framework (issue 21 item 4), after `npm run build`: a React 19 app
// and a Vue 3 app (tests/consumers/apps/) are each built once with Vite against the package as
// an app installs it (node_modules/innkit → this folder, resolved through its `exports`), then
// Chromium opens each from a static server and checks, holding every element's chunk until
// told: the tags exist at the framework's first render with their documented properties;
// camelCase properties (`homeUrl`, `bookBase`) and attributes reach the element before and after
// its chunk arrives; the view shows them; `ik-*` events reach the framework's own listener
// binding (React's `onik-…`, Vue's `@ik-…`). The React app imports `innkit` (its bundler
// entry: Vite bundles every chunk); the Vue app keeps the loader tag of docs/embedding.md (`vite-ignore`; scripts/docs/vite-snippet.test.ts
// keeps the two alike).
// Each app is served beside an in-memory sandbox (the API, and dist/ at /innkit/), as on a site.
// Run with tsx (it starts the sandbox from its TypeScript).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import vue from '@vitejs/plugin-vue';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { startSandbox } from '../../sandbox/start-sandbox.ts';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../chromium.mjs';
import { tally } from '../tally.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'innkit-consumers-'));
const out = path.join(work, 'out');
const { check, fail, finish } = tally('consumers');

/** The chunks held back until the test lets them through: the three elements' entries. */
const HELD = /\/ik-(header|stay-calendar|golf-hole)(-[\w-]+)?\.js$/;

const FRAMEWORKS = {
  react: {
    plugins: () => [react()],
    listener: 'onik-before-navigate / onik-tee-change',
  },
  vue: {
    plugins: () => [
      vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('ik-') } } }),
    ],
    listener: '@ik-before-navigate / @ik-tee-change',
  },
};

/** The apps' node_modules: innkit as an installed package, the frameworks from ours. */
function installPackages() {
  const modules = path.join(work, 'node_modules');
  mkdirSync(modules);
  symlinkSync(root, path.join(modules, 'innkit'), 'dir');
  for (const name of ['react', 'react-dom', 'vue']) {
    symlinkSync(realpathSync(path.join(root, 'node_modules', name)), path.join(modules, name));
  }
}

async function buildApp(name) {
  const source = path.join(work, name);
  cpSync(path.join(root, 'tests/consumers/apps', name), source, { recursive: true });
  try {
    await build({
      configFile: false,
      root: source,
      base: `/${name}/`,
      logLevel: 'warn',
      plugins: FRAMEWORKS[name].plugins(),
      build: { outDir: path.join(out, name), emptyOutDir: true },
    });
    check(true, `${name}: vite build`);
    return true;
  } catch (error) {
    console.error(error);
    check(false, `${name}: vite build`);
    return false;
  }
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
/** /react/ and /vue/: the built apps; anything else (the API, /innkit/): the sandbox. */
function serve(sandbox) {
  const server = createServer((req, res) => {
    const url = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const [, top, ...rest] = url.split('/');
    if (!Object.keys(FRAMEWORKS).includes(top)) {
      const target = new URL(req.url, sandbox.url);
      const forward = request(target, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forward.on('error', () => res.writeHead(502).end());
      req.pipe(forward);
      return;
    }
    const base = path.join(out, top);
    let file = path.join(base, ...rest);
    if (existsSync(file) && !path.extname(file)) file = path.join(file, 'index.html');
    if (!file.startsWith(base) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** What the page's three elements hold, as properties and attributes, before or after. */
const readElements = () => {
  const header = document.querySelector('ik-header');
  const calendar = document.querySelector('ik-stay-calendar');
  const hole = document.querySelector('ik-golf-hole');
  return {
    defined: ['ik-header', 'ik-stay-calendar', 'ik-golf-hole'].every((t) => customElements.get(t)),
    homeUrl: header.homeUrl,
    bookBase: header.bookBase,
    homeAttribute: header.getAttribute('home-url'),
    lowerCased: ['homeurl', 'bookbase'].some((a) => header.hasAttribute(a)),
    heading: calendar.heading,
    months: calendar.months,
    minNights: calendar.minNights,
    venue: calendar.venue,
    hole: hole.getAttribute('hole'),
    shadows: [header, calendar, hole].filter((el) => el.shadowRoot).length,
    loaded: [header, calendar, hole].filter((el) => el.matches(':state(loaded)')).length,
  };
};

async function checkApp(browser, base, name) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  context.setDefaultTimeout(60_000);
  // Each element's chunk request, held: the page waits on it, as on a slow network.
  const held = [];
  let allHeld;
  const threeHeld = new Promise((resolve) => (allHeld = resolve));
  await page.route(HELD, (route) => {
    if (held.push(route) === 3) allHeld();
  });
  const label = (what) => `${name}: ${what}`;
  try {
    await page.goto(`${base}/${name}/`);
    await page.locator('#step', { hasText: '0' }).waitFor();
    // The elements further down load when visible: bring each into view, its chunk held.
    for (const tag of ['ik-stay-calendar', 'ik-golf-hole']) {
      await page.locator(tag).scrollIntoViewIfNeeded();
    }
    const first = await page.evaluate(readElements);
    if (process.env.IK_DEBUG_CONSUMERS) console.log(name, first);
    check(first.defined && first.shadows === 0, label('every tag defined at once, no chunk yet'));
    check(
      first.homeUrl === '/home-0' && first.bookBase === '/book-0' && !first.lowerCased,
      label('camelCase homeUrl/bookBase are properties at the first render, not `homeurl`'),
    );
    check(first.homeAttribute === '/home-0', label('a config property reflects to home-url'));
    check(
      first.heading === 'First heading' && first.months === 1,
      label('heading and months set as properties before the chunk'),
    );
    check(
      first.minNights === 2 && first.venue === 'lake' && first.hole === '3',
      label('attributes passed (min-nights read as a number, venue, the golf hole’s data)'),
    );

    await page.click('#next');
    await page.locator('#step', { hasText: '1' }).waitFor();
    const before = await page.evaluate(readElements);
    check(
      before.homeUrl === '/home-1' && before.heading === 'Second heading' && before.shadows === 0,
      label('properties changed again before the chunk arrives'),
    );

    // Let the chunks through once all three were asked for (each element's strategy ran).
    await Promise.race([
      threeHeld,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`${held.length} of 3 chunks asked for`)), 90_000),
      ),
    ]);
    check(held.length === 3, label('each element asked for its chunk, held until now'));
    for (const route of held) await route.continue();
    await page.unroute(HELD);

    const header = page.locator('ik-header');
    await header.locator('[part~=logo]').and(page.locator('[href="/book-1"]')).waitFor();
    await header
      .locator('a', { hasText: 'The Lake' })
      .and(page.locator('[href="/home-1"]'))
      .waitFor();
    check(true, label('the header shows the homeUrl and bookBase set before its chunk'));
    const calendarHeading = page.locator('ik-stay-calendar [part~=heading]');
    await calendarHeading.filter({ hasText: 'Second heading' }).waitFor();
    check(true, label('the calendar shows the heading set before its chunk'));
    await page.locator('ik-golf-hole [part~=title]').filter({ hasText: '3' }).waitFor();
    check(true, label('the golf hole renders its attributes'));
    const after = await page.evaluate(readElements);
    check(after.loaded === 3 && after.shadows === 3, label('all three taken over: :state(loaded)'));

    await page.click('#next');
    await header.locator('[part~=logo]').and(page.locator('[href="/book-2"]')).waitFor();
    await calendarHeading.filter({ hasText: 'Third heading' }).waitFor();
    check(true, label('properties set after the chunk arrived re-render the views'));

    await page.locator('ik-golf-hole label[data-tee=blue]').click();
    await page.locator('#tees', { hasText: 'blue' }).waitFor();
    check(true, label(`ik-tee-change reaches ${FRAMEWORKS[name].listener.split(' / ')[1]}`));
    const address = page.url();
    await header.locator('[part~=logo]').click();
    await page.locator('#routes', { hasText: 'book /book-2' }).waitFor();
    check(
      page.url() === address,
      label(`cancelable ik-before-navigate reaches ${FRAMEWORKS[name].listener.split(' / ')[0]}`),
    );
    check(errors.length === 0, label(`nothing thrown${errors.length ? `: ${errors}` : ''}`));
  } catch (error) {
    if (process.env.IK_DEBUG_CONSUMERS) {
      await page.screenshot({ path: path.join(os.tmpdir(), `consumer-${name}.png`) });
      writeFileSync(path.join(os.tmpdir(), `consumer-${name}.html`), await page.content());
    }
    check(false, label(`stopped: ${String(error?.message ?? error).split('\n')[0]}`));
  } finally {
    await context.close();
  }
}

let server;
let sandbox;
let browser;
try {
  installPackages();
  const built = [];
  for (const name of Object.keys(FRAMEWORKS)) if (await buildApp(name)) built.push(name);
  const reactAssets = existsSync(path.join(out, 'react/assets'))
    ? readdirSync(path.join(out, 'react/assets'))
    : [];
  check(
    ['ik-header', 'ik-stay-calendar', 'ik-golf-hole'].every((tag) =>
      reactAssets.some((file) => file.startsWith(`${tag}-`)),
    ),
    'react: `import "innkit"` bundled the elements’ chunks with the app',
  );
  const vueHtml = existsSync(path.join(out, 'vue/index.html'))
    ? readFileSync(path.join(out, 'vue/index.html'), 'utf8')
    : '';
  check(
    vueHtml.includes('src="/innkit/innkit.js"') && !/<(script|link)[^>]*vite-ignore/.test(vueHtml),
    'vue: the loader tag with vite-ignore is left to the page by vite build',
  );
  sandbox = await startSandbox({ port: 0, dbFile: ':memory:' });
  server = await serve(sandbox);
  browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const base = `http://127.0.0.1:${server.address().port}`;
  for (const name of built) await checkApp(browser, base, name);
} catch (error) {
  fail(String(error?.stack ?? error));
  console.error(error);
} finally {
  await browser?.close();
  server?.close();
  await sandbox?.close();
  if (process.env.IK_DEBUG_CONSUMERS) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
finish();
