// `npm start`: build the bundle if it is missing or stale, then run the sandbox server.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const BUNDLE = join(root, 'dist', 'innkit.js');
const SOURCES = [
  'src',
  'widgets',
  'themes',
  'scripts/rollup',
  'rollup.config.mjs',
  'package-lock.json',
];
const onWindows = process.platform === 'win32';

/** The latest modification time of a file, or of any file below a folder. */
function newestIn(path) {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestIn(join(path, entry))),
    stats.mtimeMs,
  );
}

function bundleIsStale() {
  const built = statSync(BUNDLE, { throwIfNoEntry: false })?.mtimeMs;
  if (built === undefined) return true;
  return SOURCES.some((source) => newestIn(join(root, source)) > built);
}

if (bundleIsStale()) {
  console.log('innkit: the bundle is missing or older than its sources; building it first.');
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: onWindows,
  });
  if (build.error) throw build.error;
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// tsx as a Node loader: one process, so signals reach the server directly.
const server = spawn(process.execPath, ['--import', 'tsx', join('sandbox', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
