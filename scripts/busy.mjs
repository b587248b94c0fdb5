// Makes the machine busy, to prove the tests wait for states and not for time (issue 19):
// `node scripts/busy.mjs [workers] -- <command…>` runs the command beside `workers` busy loops
// (default: one per core) and stops them when it ends, with the command's exit code.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const args = process.argv.slice(2);
const dash = args.indexOf('--');
if (dash < 0 || dash === args.length - 1) {
  console.error('usage: node scripts/busy.mjs [workers] -- <command…>');
  process.exit(2);
}
const count = Number(args[0] ?? '') || availableParallelism();
const workers = Array.from(
  { length: dash === 0 ? availableParallelism() : count },
  () => new Worker('for (;;) Math.sqrt(Math.random());', { eval: true }),
);
console.log(`busy: ${workers.length} busy loop(s) beside: ${args.slice(dash + 1).join(' ')}`);
const child = spawn(args[dash + 1], args.slice(dash + 2), { stdio: 'inherit', shell: false });
child.on('exit', (code, signal) => {
  for (const worker of workers) void worker.terminate();
  process.exit(code ?? (signal ? 1 : 0));
});
