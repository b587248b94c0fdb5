// `npm run bench:main-thread [-- /path/ [cpu-slowdown]]`: loads a demo page (default the lake
// page) at 375 × 812 in Debian's Chromium with the CPU slowed down as Lighthouse's phone profile
// does (4× by default), records Chromium's performance trace, and prints every main-thread task
// over 50 ms with what filled it (script evaluation, style and layout, parsing …). A benchmark,
// not part of `npm test`: task lengths depend on the machine and on what else it is doing.
import { chromium } from 'playwright-core';
import { startSandbox } from '../sandbox/start-sandbox';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.mjs';

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; src_func?: string; data?: { url?: string } };
};

const LONG_TASK_US = 50_000;
/** What a task's time went on, by trace event name. */
const KINDS: Record<string, string> = {
  'v8.evaluateModule': 'module evaluation',
  EvaluateScript: 'script evaluation',
  FunctionCall: 'script (callbacks)',
  'v8.compileModule': 'module compilation',
  'v8.compile': 'script compilation',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  ParseHTML: 'HTML parsing',
  ParseAuthorStyleSheet: 'CSS parsing',
  MajorGC: 'garbage collection',
  MinorGC: 'garbage collection',
};

const [pagePath = '/the-lake/', slowdown = '4'] = process.argv.slice(2);
const sandbox = await startSandbox({ port: 0, dbFile: ':memory:' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(slowdown) });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'toplevel'],
  });
  await page.goto(`${sandbox.url}${pagePath}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // What the browser does once idle (an idle island's chunk) belongs to the load too.
  await page.evaluate(
    () => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 5000 })),
  );
  const events = (
    JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
  ).traceEvents;
  const parse = events.find((e) => e.name === 'ParseHTML');
  if (!parse) throw new Error('no ParseHTML in the trace: the page did not load');
  const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
  const start = Math.min(...main.map((e) => e.ts));
  const tasks = main.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > LONG_TASK_US);
  console.log(
    `${pagePath} at 375×812, CPU ${slowdown}× slower: ${tasks.length} main-thread task(s) over 50 ms`,
  );
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    // Counted once: an event inside another counted one (a callback inside a module) is not.
    const counted = inside.filter((e) => KINDS[e.name]);
    const encloses = (o: TraceEvent, e: TraceEvent) =>
      o.ts <= e.ts &&
      o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) &&
      ((o.dur ?? 0) > (e.dur ?? 0) || counted.indexOf(o) < counted.indexOf(e));
    const time = new Map<string, number>();
    for (const e of counted.filter((e) => !counted.some((o) => o !== e && encloses(o, e)))) {
      const kind = KINDS[e.name]!;
      time.set(kind, (time.get(kind) ?? 0) + (e.dur ?? 0));
    }
    const why = inside.find((e) => e.name === 'ThreadControllerImpl::RunTask')?.args?.src_func;
    const parts = [...time]
      .sort((a, b) => b[1] - a[1])
      .filter(([, us]) => us >= 1000)
      .map(([kind, us]) => `${kind} ${(us / 1000).toFixed(0)} ms`);
    console.log(
      `  at ${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur! / 1000).toFixed(0)} ms` +
        ` (${why ?? 'task'}): ${parts.join(', ') || 'nothing traced inside (the browser itself)'}`,
    );
  }
} finally {
  await browser.close();
  await sandbox.close();
}
