import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

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

/**
 * How long a unit test may run before it counts as hung. vitest's 5 s default was a timing
 * assumption: with the unit tests beside the journeys and the browser tests (npm test starts
 * them together) on a busy 2-core machine, the accessibility statement's generation and the
 * golf hole reader's property test took longer and failed, though nothing was wrong.
 */
const UNIT_TIMEOUT = 30_000;

// `isolate: false` on the unit projects: a worker's files share its modules instead of importing
// them afresh per file. Measured on this machine, 2026-11-29: the unit files took 44 s instead
// of 96 s alone (70 s of CPU instead of 98 s). It holds only while no file leaves anything
// running or listening in a shared module: a test that starts the page's services stops them
// (src/testing/fresh-stores.ts, `stop`), and `npm run test:shuffled` runs the unit files in a
// random order to catch a file that leaks into the next.

/**
 * The journey files that take longest, longest first (measured in `npm test` on this 2-core
 * machine, 2026-11-29: the layout journey 309–335 s, the axe matrix's engine half 312–316 s and
 * its demo half 234–258 s; the next is 71 s). They start first and the short files fill in
 * around them. vitest's own order mixes the durations it cached with file sizes (a fresh clone
 * has no cache), which once started the axe matrix (then one file) last: the journeys took
 * 919 s where the longest file took 617 s.
 */
const LONGEST_JOURNEYS = [
  'tests/journeys/layout.journey.ts',
  'tests/journeys/axe-matrix-engine.journey.ts',
  'tests/journeys/axe-matrix-demo.journey.ts',
];

class LongestJourneysFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONGEST_JOURNEYS.findIndex((name) => file.moduleId.endsWith(name));
      return at === -1 ? LONGEST_JOURNEYS.length : at;
    };
    const group = (file: TestSpecification) => file.project.config.sequence.groupOrder;
    // A stable sort within each group (the unit projects before the journeys, when one run
    // holds both): every other file keeps vitest's order.
    return [...sorted].sort((a, b) => group(a) - group(b) || rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestJourneysFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT,
          environment: 'node',
          testTimeout: UNIT_TIMEOUT,
          maxWorkers: workers,
          isolate: false,
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
          testTimeout: UNIT_TIMEOUT,
          env: { TZ: 'Pacific/Auckland' },
          maxWorkers: workers,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'journeys',
          include: ['tests/journeys/**/*.journey.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A journey waits for states (`expect.poll`), never for time: vitest's 1 s default
          // deadline was a timing assumption that a busy machine broke (a calendar still
          // loading, a cart not yet shown), and so was 15 s once (the spa's treatments beside two
          // busy loops and two builds, 2026-11-28). Thirty seconds bounds only a state that
          // never comes.
          expect: { poll: { timeout: 30_000 } },
          // One Chromium for every journey file (tests/journeys/chromium-server.ts); each file
          // still starts its own sandbox on its own database, so files may run side by side.
          globalSetup: ['tests/journeys/chromium-server.ts'],
          maxWorkers: Number(process.env.IK_JOURNEY_WORKERS) || workers,
          // The files of a worker share its modules (playwright-core, the sandbox, the
          // helpers), instead of importing them afresh per file: on this machine that halved
          // the workers' own CPU (55–68 s to 28 s for the 34 short files) and took 30 s off
          // their run. Safe because each file starts its own sandbox, browser context and
          // page, and the helpers in tests/journeys/ keep no state of their own between calls
          // (axe-matrix.ts makes its tally per file): keep them so.
          isolate: false,
          // After the unit projects when all run together (they may use other worker counts).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
