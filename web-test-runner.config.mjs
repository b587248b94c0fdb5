import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './tests/chromium.mjs';
import { countReporter } from './tests/browser/count-reporter.mjs';
import { sandboxProxy } from './tests/browser/sandbox-proxy.mjs';

let sandbox;

export default {
  files: ['.cache/browser-tests/*.js'],
  nodeResolve: false,
  concurrency: 1,
  browserStartTimeout: 60_000,
  testsFinishTimeout: 150_000,
  // A test's own waits (until, 4–10 s each for a state on a busy machine) bound what it waits
  // for; this only stops a test that hangs, so it leaves room for two or three such waits.
  testFramework: { config: { timeout: 30_000 } },
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    }),
  ],
  middleware: [sandboxProxy(() => sandbox.url)],
  plugins: [
    {
      name: 'innkit-sandbox',
      async serverStart() {
        const { startSandbox } = await tsImport('./sandbox/start-sandbox.ts', import.meta.url);
        sandbox = await startSandbox({ port: 0, dbFile: ':memory:' });
      },
      async serverStop() {
        await sandbox?.close();
      },
    },
  ],
  reporters: [
    defaultReporter(),
    countReporter(process.env.IK_BROWSER_RESULTS ?? '.cache/results/browser.json'),
  ],
};
