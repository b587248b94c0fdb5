// Prints the gzip and brotli bytes of every built entry, of everything each entry imports
// statically, and of what each demo page loads; fails when a budget in bench/budgets.json
// is exceeded. Run after `npm run build`.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const budgets = JSON.parse(readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'));

/**
 * Rollup names each chunk by a hash of its content, and the loader and every importer carry
 * those names: a hash is random text, so gzip's output moved by a few bytes with a change
 * anywhere in the graph (an engine screen's change took the header-only page 1 B over its
 * limit). Every hash is measured as a stand-in of the same length and alphabet made from the
 * chunk's own name, so that a page's bytes move only with its own code; the shipped bytes
 * differ from the measured by a few bytes either way.
 */
const HASHED = /^(.+)-([\w-]{8})\.js$/;
const standIns = (
  existsSync(path.join(dist, 'chunks')) ? readdirSync(path.join(dist, 'chunks')) : []
)
  .map((name) => name.match(HASHED))
  .filter(Boolean)
  .map(([name, stem, hash]) => {
    const stable = createHash('sha256').update(stem).digest('base64url').slice(0, hash.length);
    return [name, `${stem}-${stable}.js`];
  });
function withStandIns(text) {
  let out = text;
  for (const [name, standIn] of standIns) out = out.replaceAll(name, standIn);
  return out;
}

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = Buffer.from(withStandIns(readFileSync(file, 'utf8')));
    sizes.set(file, {
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    });
  }
  return sizes.get(file);
}

/** The file and every file it imports statically (dynamic imports load later, on demand). */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const match of code.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[^'"();]*?from\s*)?["'](\.[^"']+)["']/g,
  )) {
    closure(path.resolve(path.dirname(file), match[1]), seen);
  }
  return seen;
}

function total(files) {
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const s = sizeOf(file);
    gzip += s.gzip;
    brotli += s.brotli;
  }
  return { gzip, brotli };
}

const entryFiles = readdirSync(dist).filter((f) => f.endsWith('.js'));
const tagFile = (tag) => path.join(dist, `${tag}.js`);
const loader = path.join(dist, 'innkit.js');
const pageFiles = (tags) => {
  const files = closure(loader);
  for (const tag of tags) if (existsSync(tagFile(tag))) closure(tagFile(tag), files);
  return files;
};

const rows = [];
const failures = [];
const misses = [];
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
function verdict(name, bytes, budget) {
  if (!budget) return '';
  if (bytes <= budget.target) return `${kb(budget.target)} ok`;
  const limit = budget.ceiling ?? budget.target;
  misses.push(
    `${name}: ${bytes} B gzip, target ${budget.target} B (over by ${bytes - budget.target} B)`,
  );
  if (bytes > limit) failures.push(`${name}: ${bytes} B gzip > enforced limit ${limit} B`);
  return `${kb(budget.target)} MISSED${budget.ceiling ? `, ceiling ${kb(budget.ceiling)}` : ''}`;
}
function row(name, own, all, budget) {
  rows.push([
    name,
    own ? kb(own.gzip) : '',
    kb(all.gzip),
    kb(all.brotli),
    verdict(name, all.gzip, budget),
  ]);
}

for (const file of entryFiles.sort()) {
  const full = path.join(dist, file);
  row(`entry ${file}`, sizeOf(full), total(closure(full)), budgets.entries[file]);
}
for (const [tags, budget] of Object.entries(budgets.tagPages)) {
  row(
    `page with only <${tags.split(',').join('>, <')}>`,
    null,
    total(pageFiles(tags.split(','))),
    budget,
  );
}

// An element's own chunks: what it adds to a page that already runs another island (the
// loader, the framework, defineWidget), beyond the shared runtime files (dist/rt/*).
const sharedRuntime = path.join(dist, 'rt') + path.sep;
for (const [tag, budget] of Object.entries(budgets.beyond ?? {})) {
  const shared = pageFiles(budget.over.split(','));
  const own = [...pageFiles([tag])].filter(
    (file) => !shared.has(file) && !file.startsWith(sharedRuntime),
  );
  row(`<${tag}> own chunks (beyond rt/ and <${budget.over}>)`, null, total(own), budget);
}

// An element whose screens load lazily: its first screen is the page with only that tag plus
// the named screen's chunk (and what it imports); every other screen it can import later is
// listed on its own, for what it adds when first shown.
const DYNAMIC = /import\(\s*["'](\.[^"']+)["']\s*\)/g;
const chunkDir = path.join(dist, 'chunks');
for (const [tag, budget] of Object.entries(budgets.firstScreens ?? {})) {
  const files = pageFiles([tag]);
  const screenChunk = readdirSync(chunkDir).find((f) =>
    new RegExp(`^[a-z]+-${budget.screen}-[\\w-]+\\.js$`).test(f),
  );
  if (!screenChunk) {
    failures.push(`<${tag}>: no chunk for its first screen ${budget.screen}`);
    continue;
  }
  const lazy = new Set();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(DYNAMIC)) {
      lazy.add(path.resolve(path.dirname(file), match[1]));
    }
  }
  closure(path.join(chunkDir, screenChunk), files);
  row(`first screen of <${tag}> (${budget.screen})`, null, total(files), budget);
  // `laterScreens[tag]`: screens whose chunk (and what it imports beyond the first screen) has
  // a budget of its own, by the chunk's name (issues 13, 14, 15).
  const later = budgets.laterScreens?.[tag] ?? {};
  const seen = new Set();
  for (const chunk of [...lazy].sort()) {
    if (files.has(chunk)) continue;
    const added = [...closure(chunk)].filter((f) => !files.has(f));
    const name = path.basename(chunk).replace(/^[a-z]+-|-[\w-]{8}\.js$/g, '');
    const limit = later[name];
    if (limit) seen.add(name);
    row(
      `  later screen ${name} (lazy, adds)`,
      null,
      total(added),
      limit ? { target: limit.target, ceiling: limit.ceiling } : undefined,
    );
  }
  for (const name of Object.keys(later)) {
    if (!seen.has(name)) failures.push(`<${tag}>: no lazy chunk for the screen ${name}`);
  }
}

// A group: the files a page holding all the given tags loads, beyond the shared runtime (the
// files that every one of the `beyond` tags loads: loader, runtime, framework and defineWidget).
for (const [name, group] of Object.entries(budgets.groups ?? {})) {
  const files = pageFiles(group.tags);
  const shared = group.beyond
    .map((tag) => pageFiles([tag]))
    .reduce((a, b) => new Set([...a].filter((f) => b.has(f))));
  for (const file of shared) files.delete(file);
  row(`${name}, beyond the shared runtime`, null, total(files), group);
}

// What an element adds to a page that already has innkit on it: its own chunks, without the
// loader, the shared runtime (rt/runtime.js) and the framework chunk of its flavour (the
// chunk holding defineWidget with preact/compat or React and r2wc), which every island shares.
// The chunks' source maps are written outside dist/, never served (rollup.config.mjs).
const mapOf = (f) => path.join(root, 'dist-maps', 'chunks', `${f}.map`);
const frameworkChunks = existsSync(chunkDir)
  ? readdirSync(chunkDir)
      .filter((f) => f.endsWith('.js') && existsSync(mapOf(f)))
      .filter((f) =>
        JSON.parse(readFileSync(mapOf(f), 'utf8')).sources.some((s) =>
          s.endsWith('src/ui/define-widget.tsx'),
        ),
      )
      .map((f) => path.join(chunkDir, f))
  : [];
const shared = closure(loader);
closure(path.join(dist, 'rt/runtime.js'), shared);
for (const chunk of frameworkChunks) closure(chunk, shared);
for (const [tag, budget] of Object.entries(budgets.beyondShared ?? {})) {
  const own = [...closure(tagFile(tag))].filter((f) => !shared.has(f));
  row(`<${tag}> beyond the shared runtime`, null, total(own), budget);
}

const demoRoot = path.join(root, 'demo-pages');
function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? htmlFiles(path.join(dir, d.name))
      : d.name.endsWith('.html')
        ? [path.join(dir, d.name)]
        : [],
  );
}
if (existsSync(demoRoot)) {
  for (const page of htmlFiles(demoRoot).sort()) {
    const html = readFileSync(page, 'utf8').replace(/<!--[\s\S]*?-->/g, '');
    const tags = [...new Set([...html.matchAll(/<(ik-[a-z-]+)/g)].map((m) => m[1]))];
    row(`demo ${path.relative(demoRoot, page)}`, null, total(pageFiles(tags)), undefined);
  }
}

// What a demo page loads before the guest scrolls or touches anything, on a 375 × 812 phone:
// the loader, and the chunks (from dist/chunk-graph.json) of every tag loaded at once — an
// `eager` tag, or a `visible` one with an element in the first viewport (`firstViewport` in the
// budget; the islands journey checks that list against Chromium). A tag's strategy is its
// element's `loading` attribute, else its default in src/loader/default-loading.ts. A page with
// any tag that is not eager also loads the loader's second part (islands: the strategies). What `idle` tags add
// once the page is idle is printed beside it, not budgeted: it comes after the page is usable.
const graphFile = path.join(dist, 'chunk-graph.json');
const chunkGraph = existsSync(graphFile) ? JSON.parse(readFileSync(graphFile, 'utf8')) : null;
const defaults = Object.fromEntries(
  [
    ...readFileSync(path.join(root, 'src/loader/default-loading.ts'), 'utf8').matchAll(
      /'(ik-[a-z-]+)':\s*'(eager|visible|idle|interaction)'/g,
    ),
  ].map((m) => [m[1], m[2]]),
);
const STRATEGY_NAMES = ['eager', 'visible', 'idle', 'interaction'];
/** Each tag of a page with the strategies its elements load by. */
function pageStrategies(html) {
  const found = new Map();
  for (const match of html.matchAll(/<(ik-[a-z-]+)([^>]*)>/g)) {
    const asked = /\sloading\s*=\s*["']?\s*([a-z]+)/i.exec(match[2])?.[1]?.toLowerCase();
    const strategy = STRATEGY_NAMES.includes(asked) ? asked : defaults[match[1]];
    if (!strategy) failures.push(`<${match[1]}> has no default strategy (default-loading.ts)`);
    found.set(match[1], new Set([...(found.get(match[1]) ?? []), strategy]));
  }
  return found;
}
const islands = [...readFileSync(loader, 'utf8').matchAll(DYNAMIC)]
  .map((m) => path.resolve(dist, m[1]))
  .find((file) => /loader-islands-/.test(file));
if (!islands) failures.push('dist/innkit.js imports no loader-islands chunk');
/** The loader (with its islands part when a tag waits), and the chunks of these tags. */
function graphFiles(tags, waits) {
  const files = closure(loader);
  if (waits && islands) closure(islands, files);
  for (const tag of tags) {
    files.add(tagFile(tag));
    for (const file of chunkGraph[tag] ?? []) files.add(path.join(dist, file));
  }
  return files;
}
if (!chunkGraph) failures.push('dist/chunk-graph.json is missing: run npm run build');
else {
  // The graph must list every file an entry imports statically, and nothing else.
  for (const tag of Object.keys(defaults)) {
    const parsed = [...closure(tagFile(tag))].filter((f) => f !== tagFile(tag)).sort();
    const listed = (chunkGraph[tag] ?? []).map((f) => path.join(dist, f)).sort();
    if (JSON.stringify(parsed) !== JSON.stringify(listed)) {
      failures.push(`chunk-graph.json for <${tag}> differs from the entry's static imports`);
    }
  }
  for (const [page, budget] of Object.entries(budgets.beforeInteraction ?? {})) {
    if (page.startsWith('$')) continue;
    const html = readFileSync(path.join(demoRoot, page), 'utf8').replace(/<!--[\s\S]*?-->/g, '');
    const strategies = pageStrategies(html);
    const first = new Set(budget.firstViewport);
    const now = [...strategies]
      .filter(([tag, set]) => set.has('eager') || (set.has('visible') && first.has(tag)))
      .map(([tag]) => tag);
    for (const tag of first) {
      if (!strategies.has(tag)) failures.push(`${page}: firstViewport names <${tag}>, not on it`);
    }
    const waits = [...strategies.values()].some((set) => !set.has('eager'));
    const files = graphFiles(now, waits);
    row(`demo ${page} before interaction (${now.join(' ')})`, null, total(files), budget);
    const idle = [...strategies].filter(([, set]) => set.has('idle')).map(([tag]) => tag);
    if (idle.length) {
      const later = [...graphFiles(idle, true)].filter((f) => !files.has(f));
      row(`  then when idle (${idle.join(' ')}) adds`, null, total(later), undefined);
    }
  }
}

// Each theme's web fonts (issue 38 §4): the woff2 files its stylesheet (and what it imports)
// names, counted as shipped, since woff2 is compressed already. A page loads only its theme's.
const cssUrls = (file, seen = new Set()) => {
  if (seen.has(file) || !existsSync(file)) return [];
  seen.add(file);
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const imports = [...css.matchAll(/@import\s+url\(['"]?([^'")]+)/g)].flatMap((m) =>
    cssUrls(path.resolve(path.dirname(file), m[1]), seen),
  );
  const fonts = [...css.matchAll(/url\(['"]?([^'")]+\.woff2)/g)].map((m) =>
    path.resolve(path.dirname(file), m[1]),
  );
  return [...new Set([...imports, ...fonts])];
};
for (const [theme, budget] of Object.entries(budgets.fonts ?? {})) {
  if (theme.startsWith('$')) continue;
  const fonts = cssUrls(path.join(dist, 'themes', `${theme}.css`));
  const missing = fonts.filter((f) => !existsSync(f));
  for (const f of missing)
    failures.push(`themes/${theme}.css names ${path.relative(dist, f)}, not built`);
  const bytes = fonts.filter((f) => existsSync(f)).reduce((n, f) => n + readFileSync(f).length, 0);
  const name = `theme ${theme} fonts (${fonts.length} woff2)`;
  rows.push([name, '', kb(bytes), '(woff2)', verdict(name, bytes, budget)]);
}

const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length), 8));
const header = ['what', 'own gzip', 'all gzip', 'all brotli', 'budget'];
const line = (cells) =>
  cells.map((c, i) => c.padEnd(Math.max(widths[i], header[i].length))).join('  ');
console.log(line(header));
for (const r of rows) console.log(line(r));
if (misses.length) console.warn(`\nTargets missed:\n${misses.map((m) => `- ${m}`).join('\n')}`);
if (failures.length) {
  console.error(`\nOver budget:\n${failures.map((f) => `- ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(
  misses.length
    ? '\nEnforced limits met; see the targets missed above.'
    : '\nAll size budgets met.',
);
