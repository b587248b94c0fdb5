import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const UNIT = [
  'src/**/*.test.ts',
  'widgets/**/*.test.ts',
  'sandbox/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/security/**/*.test.ts',
];

/**
 * Workers per project: vitest's own default is one fewer than the cores, which is a single
 * worker on this 2-core machine. The unit files and the journeys both wait on something
 * (SQLite, sockets, Chromium) often enough that two workers finish sooner even here.
 * `IK_TEST_WORKERS` overrides it.
 */
const workers = Number(process.env.IK_TEST_WORKERS) || Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT,
          environment: 'node',
          maxWorkers: workers,
        },
      },
      {
        // The date logic again in a far time zone (the day changes at a different hour there):
        // a project of its own, so that one `vitest run` runs it beside the unit files.
        extends: true,
        test: {
          name: 'unit-auckland',
          include: ['src/core/**/*.test.ts', 'src/domain/**/*.test.ts'],
          environment: 'node',
          env: { TZ: 'Pacific/Auckland' },
          maxWorkers: workers,
        },
      },
      {
        extends: true,
        test: {
          name: 'journeys',
          include: ['tests/journeys/**/*.journey.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A journey waits for states (`expect.poll`), never for time: vitest's 1 s default
          // deadline was a timing assumption that a busy machine broke (a calendar still
          // loading, a cart not yet shown). Fifteen seconds bounds only a state that never comes.
          expect: { poll: { timeout: 15_000 } },
          // One Chromium for every journey file (tests/journeys/chromium-server.ts); each file
          // still starts its own sandbox on its own database, so files may run side by side.
          globalSetup: ['tests/journeys/chromium-server.ts'],
          maxWorkers: Number(process.env.IK_JOURNEY_WORKERS) || workers,
          // After the unit projects when all run together (they may use other worker counts).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
