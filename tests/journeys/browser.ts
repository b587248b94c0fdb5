import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { startSandbox } from '../../sandbox/start-sandbox';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../chromium.mjs';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

/**
 * Debian's Chromium (or CHROME_PATH), as this machine needs it: a connection to the one Chromium
 * the journeys project starts for all its files (tests/journeys/chromium-server.ts), or a
 * Chromium of its own when there is none. Either way the caller closes what it got: closing a
 * connection leaves the shared Chromium running for the other files.
 */
export function launchChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * A journey file's real sandbox (on its own database in a temporary folder) and Chromium,
 * started before its tests and closed after them. Read `sandbox` and `browser` inside tests.
 */
export function sandboxAndBrowser(name: string): { sandbox: Sandbox; browser: Browser } {
  const dir = mkdtempSync(path.join(tmpdir(), `innkit-${name}-`));
  const started = {} as { sandbox: Sandbox; browser: Browser };
  beforeAll(async () => {
    started.sandbox = await startSandbox({ port: 0, dbFile: path.join(dir, 'sandbox.db') });
    started.browser = await launchChromium();
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.sandbox?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return started;
}
