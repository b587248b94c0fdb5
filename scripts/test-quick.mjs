// `npm run test:quick`: the inner loop. Checks only what the working tree changed: eslint and
// prettier on the changed files, the typecheck, the unit tests that import a changed file
// (vitest --changed) and the browser tests in the changed folders. `npm test` stays the gate.
//   npm run test:quick                 uncommitted and untracked changes
//   npm run test:quick -- --since main also every change committed since main
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserFolders, lintable, changedFiles } from './test-quick-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const sinceAt = process.argv.indexOf('--since');
const since = sinceAt === -1 ? undefined : process.argv[sinceAt + 1];

const git = (...args) =>
  spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const files = changedFiles(git, since).filter((file) => existsSync(path.join(root, file)));

const summary = [];
function step(name, command, args) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  summary.push(`${status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
  return status === 0;
}

if (files.length === 0) {
  console.log('test:quick: nothing changed');
  process.exit(0);
}
console.log(`test:quick: ${files.length} changed file(s)`);
const code = lintable(files);
if (code.length) step('eslint (changed files)', bin('eslint'), ['--max-warnings', '0', ...code]);
step('prettier (changed files)', bin('prettier'), ['--check', '--ignore-unknown', ...files]);
step('typecheck (tsc)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
step('unit tests touching the changes (vitest --changed)', bin('vitest'), [
  'run',
  '--project',
  'unit',
  `--changed=${since ?? 'HEAD'}`,
  '--passWithNoTests',
]);
const folders = browserFolders(files);
if (folders.length) {
  const built = step('bundle the browser tests of the changed folders', process.execPath, [
    path.join(root, 'scripts/build-browser-tests.mjs'),
    ...folders,
  ]);
  if (built)
    step(`browser tests in ${folders.join(', ')}`, process.execPath, [
      path.join(root, 'scripts/run-browser-tests.mjs'),
    ]);
}
console.log(`\n${summary.join('\n')}`);
process.exit(summary.some((line) => line.startsWith('FAIL')) ? 1 : 0);
