// Which elements shift as a page loads (issue 19: CLS ≤ 0.01): loads each page at a phone's
// size without scrolling or touching it and prints every `layout-shift` entry with the nodes
// that moved and how. `node --import tsx bench/cls-trace.mjs /seaside/ /seaside/golf/`;
// CLS_WIDTH (412, Lighthouse's phone) and CLS_SLOWDOWN (CPU, 4 as Lighthouse) to vary it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.mjs';

const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/seaside/', '/seaside/golf/'];
const width = Number(process.env.CLS_WIDTH ?? 412);
const slowdown = Number(process.env.CLS_SLOWDOWN ?? 4);

const { startSandbox } = await import('../sandbox/start-sandbox.ts');
const dir = mkdtempSync(path.join(tmpdir(), 'innkit-cls-'));
const sandbox = await startSandbox({ port: 0, dbFile: path.join(dir, 'sandbox.db') });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const url of pages) {
    const context = await browser.newContext({
      viewport: { width, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.addInitScript(() => {
      const shifts = [];
      globalThis.__shifts = shifts;
      const describe = (node) => {
        if (!node) return '(gone)';
        const el = node.nodeType === 1 ? node : node.parentElement;
        const host = el?.getRootNode()?.host;
        const name = (e) =>
          e
            ? `${e.localName}${e.id ? `#${e.id}` : ''}${e.className && typeof e.className === 'string' ? `.${e.className.trim().split(/\s+/).join('.')}` : ''}`
            : '';
        return `${host ? `${name(host)} >>> ` : ''}${name(el)}${node.nodeType === 3 ? ' (text)' : ''}`;
      };
      const rect = (r) =>
        `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          shifts.push({
            value: entry.value,
            at: Math.round(entry.startTime),
            input: entry.hadRecentInput,
            sources: (entry.sources ?? []).map(
              (s) => `${describe(s.node)}: ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${sandbox.url}${url}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((done) => setTimeout(done, 1500)));
    const shifts = await page.evaluate(() => globalThis.__shifts);
    const total = shifts.filter((s) => !s.input).reduce((sum, s) => sum + s.value, 0);
    console.log(`\n${url} at ${width}px (CPU ÷${slowdown}): CLS ${total.toFixed(4)}`);
    for (const s of shifts) {
      console.log(`  ${s.value.toFixed(4)} at ${s.at} ms${s.input ? ' (after input)' : ''}`);
      for (const source of s.sources) console.log(`    ${source}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
}
