// The stay calendar's hand-off (issue 35 §3): from the tap on "Check availability" on the
// lake page to the booking engine's Book your Stay on screen, three ways — warm (the
// Speculation Rules prerender the calendar asks for once the range is complete, ready before
// the tap), prefetch (a browser without Speculation Rules: the document fetched ahead) and
// cold (no hint). Prints the median and worst of each, with the machine's load average: the
// figures are wall-clock time, and on a shared machine they move with its load.
//
//   node --import tsx bench/handoff.mjs     (HANDOFF_RUNS=5 by default; HANDOFF_MODES=warm,cold)
//
// Needs `npm run build` first. Chromium does not prerender while a DevTools client is attached
// (PrerenderingDisabledByDevTools, with playwright and with a bare DevTools pipe alike), so the
// browser runs on its own: a small proxy in front of the sandbox adds a driver script to the
// lake page and to Book your Stay (same origin, so the strict CSP lets it run), and the driver
// reports to the proxy. On the lake page it scrolls to the stay calendar, chooses a plain
// arrival a week ahead and a bookable departure, waits (warm) until the prerendered engine
// says it holds the screen, and taps. On Book your Stay it reports the first animation frame
// whose engine holds the dates line (`.stay-summary`): a prerendered page draws no frame until
// the guest opens it, so that frame is the one the guest sees.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startSandbox } from '../sandbox/start-sandbox.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.mjs';

const RUNS = Number(process.env.HANDOFF_RUNS ?? 5);
/** Each run's fresh browser profile (no cache, no cookies), removed at the end. */
const PROFILES = mkdtempSync(path.join(tmpdir(), 'ik-handoff-'));
const MODES = (process.env.HANDOFF_MODES ?? 'warm,prefetch,cold').split(',');

/** The lake page's driver (a module script; its mode from the page's `?bench=`). */
const LAKE_DRIVER = String.raw`
const mode = new URLSearchParams(location.search).get('bench');
const say = (what, data = {}) => fetch('/__bench/' + what, { method: 'POST', body: JSON.stringify(data), keepalive: true });
const wait = (test) => new Promise((done) => { const look = () => { const v = test(); if (v) done(v); else setTimeout(look, 20); }; look(); });
if (mode !== 'warm') Object.defineProperty(HTMLScriptElement, 'supports', { value: () => false });
if (mode === 'cold') new MutationObserver(() => document.querySelector('[data-ik-handoff]')?.remove()).observe(document.head, { childList: true });
const host = document.querySelector('#stay ik-stay-calendar');
host.scrollIntoView();
const root = await wait(() => host.shadowRoot?.querySelector('button[data-date]') && !host.shadowRoot.querySelector('[aria-busy="true"]') && host.shadowRoot);
const day = (d) => root.querySelector('button[data-date="' + d + '"]');
const name = (d) => day(d)?.querySelector('.ik-visually-hidden')?.textContent ?? '';
const next = (d, n = 1) => { const t = new Date(d + 'T12:00:00Z'); t.setUTCDate(t.getUTCDate() + n); return t.toISOString().slice(0, 10); };
let arrival = next(new Date().toISOString().slice(0, 10), 7);
for (let i = 0; !/rooms? left$/.test(name(arrival)); i++) arrival = next(arrival);
day(arrival).click();
await wait(() => /total £/.test(name(next(arrival, 2))));
for (let n = 2; n < 12; n++) {
  const d = day(next(arrival, n));
  if (/total £/.test(name(next(arrival, n))) && !d.disabled) { d.click(); break; }
}
const check = await wait(() => !root.querySelector('[part=check]').disabled && root.querySelector('[part=check]'));
if (mode === 'warm') await wait(() => document.querySelector('script[type=speculationrules]'));
if (mode === 'prefetch') await wait(() => document.querySelector('link[rel=prefetch]'));
await (await fetch('/__bench/ready-to-tap', { method: 'POST' })).text();
const at = performance.timeOrigin + performance.now();
await say('tapped', { at });
check.click();
`;

/** Book your Stay's driver: ready (in the prerender), then the first frame on screen. */
const BOOK_DRIVER = String.raw`
const say = (what, data = {}) => fetch('/__bench/' + what, { method: 'POST', body: JSON.stringify(data), keepalive: true });
const shows = () => document.querySelector('ik-booking-engine')?.shadowRoot?.querySelector('.stay-summary');
const prerendered = !!document.prerendering;
const ready = () => (shows() ? say('held', { prerendered }) : setTimeout(ready, 20));
ready();
const frame = () => {
  if (!shows()) return requestAnimationFrame(frame);
  const nav = performance.getEntriesByType('navigation')[0];
  say('shown', { at: performance.timeOrigin + performance.now(), activated: nav.activationStart > 0, prerendered });
};
requestAnimationFrame(frame);
`;

/** A proxy to the sandbox that adds the drivers and takes their reports. */
function benchProxy(target) {
  const waiters = { held: [], shown: [], tapped: [], 'ready-to-tap': [] };
  const latest = {};
  /** The server calls a prerender made before the guest opened it. */
  const prerenderCalls = new Set();
  const on = (what) => new Promise((resolve) => waiters[what].push(resolve));
  const server = createServer((req, res) => {
    if (req.url.startsWith('/__bench/')) {
      const what = req.url.slice('/__bench/'.length).split('?')[0];
      if (what === 'lake.js' || what === 'book.js') {
        res.writeHead(200, { 'content-type': 'text/javascript' });
        return res.end(what === 'lake.js' ? LAKE_DRIVER : BOOK_DRIVER);
      }
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        latest[what] = body ? JSON.parse(body) : {};
        if (what === 'ready-to-tap') {
          // Answered when the bench lets the tap go (warm: once the prerender holds the screen).
          waiters[what].splice(0).forEach((w) => w(() => res.end('go')));
          return;
        }
        res.end('ok');
        waiters[what].splice(0).forEach((w) => w(latest[what]));
      });
      return;
    }
    const url = new URL(req.url, target);
    if (req.headers['sec-purpose']?.includes('prerender') && url.pathname.startsWith('/rs/')) {
      prerenderCalls.add(`${req.method} ${url.pathname}`);
    }
    const upstream = forward(
      url,
      {
        method: req.method,
        headers: { ...req.headers, host: url.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const html = /text\/html/.test(answer.headers['content-type'] ?? '');
        const driver =
          url.pathname === '/the-lake/'
            ? 'lake'
            : url.pathname.startsWith('/the-lake/book/stay/')
              ? 'book'
              : null;
        if (!html || !driver) {
          res.writeHead(answer.statusCode, answer.headers);
          return answer.pipe(res);
        }
        let page = '';
        answer.on('data', (c) => (page += c));
        answer.on('end', () => {
          const headers = { ...answer.headers };
          delete headers['content-length'];
          res.writeHead(answer.statusCode, headers);
          res.end(
            page.replace(
              '</body>',
              `<script type="module" src="/__bench/${driver}.js"></script></body>`,
            ),
          );
        });
      },
    );
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        on,
        prerenderCalls,
        close: () => server.close(),
      }),
    ),
  );
}

async function once(proxy, mode) {
  const profile = mkdtempSync(path.join(PROFILES, 'run-'));
  const held = mode === 'warm' ? proxy.on('held') : null;
  const readyToTap = proxy.on('ready-to-tap');
  const tapped = proxy.on('tapped');
  const shown = proxy.on('shown');
  const browser = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--window-size=1280,900',
      `--user-data-dir=${profile}`,
      `${proxy.url}/the-lake/?bench=${mode}`,
    ],
    { stdio: 'ignore' },
  );
  try {
    const go = await readyToTap;
    // A prerender that never comes (a browser that refused it) leaves the tap cold, said below.
    const gaveUp = new Promise((done) => setTimeout(() => done(null), 30_000));
    const inPrerender = held ? await Promise.race([held, gaveUp]) : null;
    go();
    const tap = await tapped;
    const screen = await shown;
    return {
      ms: screen.at - tap.at,
      prerendered: Boolean(inPrerender?.prerendered && screen.activated),
    };
  } finally {
    browser.kill();
    await new Promise((done) => (browser.exitCode === null ? browser.once('exit', done) : done()));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const sandbox = await startSandbox({ port: 0, dbFile: ':memory:' });
const proxy = await benchProxy(sandbox.url);
try {
  console.log(`load average ${load()} (1, 5, 15 min)`);
  for (const mode of MODES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await once(proxy, mode));
    const ms = runs.map((r) => r.ms);
    const prerendered = runs.filter((r) => r.prerendered).length;
    console.log(
      `${mode.padEnd(8)} tap → Book your Stay on screen: median ${median(ms).toFixed(0)} ms, ` +
        `worst ${Math.max(...ms).toFixed(0)} ms (${ms.map((m) => m.toFixed(0)).join(', ')}; ` +
        `${prerendered} of ${runs.length} opened a prerender)`,
    );
  }
  const calls = [...proxy.prerenderCalls].sort().join(', ') || 'none';
  console.log(`calls a prerender made before it was opened: ${calls}`);
  console.log(`load average ${load()} (1, 5, 15 min)`);
} finally {
  proxy.close();
  await sandbox.close();
  // A killed browser's helpers may still be writing to its profile for a moment.
  rmSync(PROFILES, { recursive: true, force: true, maxRetries: 20, retryDelay: 200 });
}
