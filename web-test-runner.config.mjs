import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium.mjs';
import { countReporter } from './tests/browser/count-reporter.mjs';
import { sandboxProxy } from './tests/browser/sandbox-proxy.mjs';

let sandbox;

export default {
  files: ['.cache/browser-tests/*.js'],
  nodeResolve: false,
  concurrency: 1,
  browserStartTimeout: 60_000,
  testsFinishTimeout: 150_000,
  testFramework: { config: { timeout: 10_000 } },
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
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
