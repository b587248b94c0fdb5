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
  // Each test page carries the base theme, as every themed page does (each theme imports it):
  // the parts render with its tokens, and src/ui/parts.test.ts holds every fallback to it.
  testRunnerHtml: (testFramework) =>
    `<!doctype html><html><head><link rel="stylesheet" href="/themes/base.css"></head>` +
    `<body><script type="module" src="${testFramework}"></script></body></html>`,
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
        // Every browser test comes from 127.0.0.1: the per-address outer limits (issue 34
        // items 3 and 5) would count the whole run as one visitor. The per-cart and
        // per-customer caps stay; tests/security/ proves the address limits.
        const { settings } = sandbox.repos;
        settings.setHoldLimits({ perAddress: 100_000 });
        settings.setActivityCaps({ perAddress: 100_000 });
        settings.set('temp_customer_cap_address', '100000');
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
