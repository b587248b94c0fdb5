// The packed package, used as an integrator would (issue 21 items 1 and 2), after `npm run build`:
// `npm pack`, install the tarball into a fresh project (dependencies from the npm cache), resolve
// every export, compile a plain TypeScript and a React 19 consumer against the types (tsc), and
// build a page from the installed package that Chromium opens: one element imported by its own
// module (as a bundler user who registers tags does), one through the loader.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../chromium.mjs';
import { tally } from '../tally.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const own = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const work = mkdtempSync(path.join(os.tmpdir(), 'innkit-consumer-'));
const app = path.join(work, 'app');
const { check, fail, finish } = tally('package');
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

try {
  // 1. Pack: what an `npm publish` would upload.
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], root));
  const files = packed.files.map((f) => f.path);
  check(
    packed.name === 'innkit' && /^\d+\.\d+\.\d+/.test(packed.version),
    `packed innkit@${packed.version}`,
  );
  check(
    files.includes('dist/innkit.js') && files.includes('dist/types/innkit.d.ts'),
    'the loader and its types are packed',
  );
  check(
    files.includes('CHANGELOG.md') && files.includes('dist/custom-elements.json'),
    'CHANGELOG.md and custom-elements.json are packed',
  );
  check(
    files.includes('docs/embedding.md') && files.includes('docs/elements.md'),
    'the docs are packed (docs/, as the README links them)',
  );
  check(
    !files.some((f) => /\.map$|^src\/|^dist-maps\/|^sandbox\/|^dist\/styleguide\//.test(f)),
    'no source maps, sources, sandbox or styleguide packed',
  );

  // 2. Install the tarball into a fresh project.
  cpSync(path.join(root, 'tests/package/consumer'), app, { recursive: true });
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({
      name: 'innkit-consumer',
      private: true,
      type: 'module',
      dependencies: { innkit: `file:../${packed.filename}` },
      devDependencies: { '@types/react': own.devDependencies['@types/react'] },
    }),
  );
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
  check(
    existsSync(path.join(app, 'node_modules/innkit/dist/innkit.js')),
    'the tarball installs into a fresh project',
  );

  // 3. Every export resolves to a file in the installed package.
  const pkg = path.join(app, 'node_modules/innkit');
  const manifest = JSON.parse(readFileSync(path.join(pkg, 'dist/custom-elements.json'), 'utf8'));
  const tags = manifest.modules.map((m) => m.declarations[0].tagName);
  const specifiers = [
    'innkit',
    'innkit/custom-elements.json',
    'innkit/sri.json',
    'innkit/themes/lake.css',
    'innkit/themes/seaside.css',
    'innkit/themes/inn.css',
    'innkit/contract/index.json',
    ...tags.map((t) => `innkit/elements/${t}`),
  ];
  const resolver = `for (const s of ${JSON.stringify(specifiers)}) console.log(import.meta.resolve(s));`;
  const resolved = run(process.execPath, ['--input-type=module', '-e', resolver], app)
    .trim()
    .split('\n');
  const toFile = (url) => fileURLToPath(url);
  specifiers.forEach((s, i) =>
    check(existsSync(toFile(resolved[i])), `${s} → ${path.relative(pkg, toFile(resolved[i]))}`),
  );
  check(
    own.customElements && existsSync(path.join(pkg, own.customElements)),
    'package.json customElements names the manifest',
  );
  for (const module of manifest.modules) {
    check(
      existsSync(path.join(pkg, module.path)),
      `manifest module ${module.path} is in the package`,
    );
    check(
      existsSync(path.join(pkg, `dist/types/elements/${module.declarations[0].tagName}.d.ts`)),
      `${module.declarations[0].tagName} has its .d.ts`,
    );
  }

  // Every web font a theme names ships beside it (dist/themes/fonts/, issue 38 §4).
  for (const theme of ['lake', 'seaside', 'inn']) {
    const css = readFileSync(path.join(pkg, `dist/themes/${theme}.css`), 'utf8');
    const fonts = [...css.matchAll(/url\(['"]?\.\/(fonts\/[^'")]+\.woff2)/g)].map((m) => m[1]);
    check(fonts.length > 0, `themes/${theme}.css names its web fonts`);
    for (const font of fonts) {
      check(existsSync(path.join(pkg, 'dist/themes', font)), `themes/${font} is in the package`);
    }
  }

  // 4. The type test: a plain TypeScript and a React 19 consumer compile against the types.
  try {
    run(path.join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], app);
    check(true, 'tsc: plain-consumer.ts and react-consumer.tsx compile against the types');
  } catch (error) {
    console.log(error.stdout);
    check(false, 'tsc: plain-consumer.ts and react-consumer.tsx compile against the types');
  }

  // 5. A page built from the installed package: an import map from the resolved exports.
  const rel = (url) => `/${path.relative(app, toFile(url)).split(path.sep).join('/')}`;
  const imports = Object.fromEntries(specifiers.map((s, i) => [s, rel(resolved[i])]));
  writeFileSync(
    path.join(app, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>consumer</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="${imports['innkit/themes/lake.css']}">
<script type="importmap">${JSON.stringify({ imports })}</script>
<script type="module">import { IkGolfHole } from 'innkit/elements/ik-golf-hole'; window.hole = IkGolfHole;</script>
<script type="module" src="${imports.innkit}"></script></head>
<body><ik-golf-hole diagram="/hole.svg" diagram-alt="A straight fairway" hole="3" name="Shore" par="4" stroke-index="7" yards-black="412" yards-blue="398" yards-white="380" yards-yellow="361"></ik-golf-hole>
<ik-mobile-tabs label="Rooms" loading="eager"><section data-tab="One"><p>First</p></section><section data-tab="Two"><p>Second</p></section></ik-mobile-tabs></body></html>`,
  );
  writeFileSync(
    path.join(app, 'hole.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 20"><rect width="10" height="20"/></svg>',
  );
  const types = {
    '.svg': 'image/svg+xml',
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
  };
  const server = createServer((req, res) => {
    const file = path.join(app, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(app) || !existsSync(file) || file.endsWith(path.sep)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({
    executablePath: TEST_CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on(
      'console',
      (message) => message.type() === 'error' && console.log(`console: ${message.text()}`),
    );
    page.on('requestfailed', (request) => console.log(`request failed: ${request.url()}`));
    page.on(
      'response',
      (response) =>
        response.status() >= 400 && console.log(`${response.status()} ${response.url()}`),
    );
    await page.goto(`http://127.0.0.1:${server.address().port}/index.html`);
    const title = await page.waitForFunction(
      () =>
        document.querySelector('ik-golf-hole')?.shadowRoot?.querySelector('[part~=title]')
          ?.textContent,
    );
    check(
      /3/.test(await title.jsonValue()),
      'the page: <ik-golf-hole> from its own module renders its data',
    );
    check(
      await page.evaluate(() => window.hole === customElements.get('ik-golf-hole')),
      'the element module exports the class it defines',
    );
    await page.waitForFunction(() =>
      document.querySelector('ik-mobile-tabs')?.shadowRoot?.querySelector('[role=tab]'),
    );
    check(true, 'the page: <ik-mobile-tabs> loaded through the loader renders its tabs');
    check(
      errors.length === 0,
      `the page threw nothing${errors.length ? `: ${errors.join('; ')}` : ''}`,
    );
  } finally {
    await browser.close();
    server.close();
  }
} catch (error) {
  fail(String(error?.stderr || error?.stack || error));
  console.error(error?.stderr || error);
} finally {
  rmSync(work, { recursive: true, force: true });
}
finish();
