import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../chromium.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The journeys' shared Chromium (see below); empty when none was started. */
    chromiumEndpoint: string;
  }
}

/**
 * The journeys project's global set-up: one Chromium for every journey file, started once
 * (a launch costs seconds on a busy machine, and there are two dozen files). Each file
 * connects to it through `launchChromium()` (tests/journeys/browser.ts); its contexts and
 * pages are its own, and closing its `Browser` only disconnects. `IK_JOURNEY_OWN_CHROMIUM=1`
 * gives every file its own Chromium again, to rule the sharing out when hunting a failure.
 */
export default async function startSharedChromium(project: TestProject) {
  if (process.env.IK_JOURNEY_OWN_CHROMIUM === '1') {
    project.provide('chromiumEndpoint', '');
    return;
  }
  const server = await chromium.launchServer({
    executablePath: TEST_CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
