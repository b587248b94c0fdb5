import { afterAll, beforeAll } from 'vitest';
import type { RunningSandbox, SandboxOptions } from '../start-sandbox';
import { startSandbox } from '../start-sandbox';
import { FIXTURE_HASH_COST } from '../auth/password-hash';

/**
 * Starts an in-memory sandbox on a free port for the current test file and stops it after.
 * Read `.current` inside tests (it is set in beforeAll). The accounts its tests register are
 * fixtures, hashed at the fixture cost unless `passwordHashCost` says otherwise (the security
 * suite checks the real cost on a sandbox of its own).
 */
export function useTestSandbox(options: SandboxOptions = {}): { readonly current: RunningSandbox } {
  let sandbox: RunningSandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({
      port: 0,
      dbFile: ':memory:',
      passwordHashCost: FIXTURE_HASH_COST,
      ...options,
    });
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  return {
    get current() {
      if (!sandbox) throw new Error('The test sandbox is not started yet');
      return sandbox;
    },
  };
}

export { type Visitor, createVisitor } from './visitor';
