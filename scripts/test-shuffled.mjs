// `npm run test:shuffled [seed]`: the unit files in a random order (the order of the tests in a
// file is kept), to catch a file that leaves something running or listening in a module that
// the next file of its worker shares (the unit projects run with `isolate: false`). It prints
// its seed first: `npm run test:shuffled <seed>` repeats an order that failed.
import { spawnSync } from 'node:child_process';

const seed = Number(process.argv[2]) || Math.floor(Math.random() * 1_000_000) + 1;
console.log(`unit files shuffled with seed ${seed}`);
const { status } = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'unit',
    '--project',
    'unit-auckland',
    '--sequence.shuffle.files',
    '--sequence.seed',
    String(seed),
  ],
  { stdio: 'inherit' },
);
process.exit(status ?? 1);
