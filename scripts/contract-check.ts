// `npm run contract:check -- <base url>`: the contract's read-only calls against a proxy (the
// hotel's servers, or the sandbox), every answer validated by the schemas the bundle uses;
// prints what conforms and what does not, and fails when anything does not.
// `--sandbox` starts an in-memory sandbox and checks it (npm test). `--results <file>` writes
// the counts for scripts/test-all.mjs.
import { writeFileSync } from 'node:fs';
import { startSandbox } from '../sandbox/start-sandbox';
import { checkContract, reportLines } from './contract/check-contract';

const args = process.argv.slice(2);
const resultsAt = args.indexOf('--results');
const resultsFile = resultsAt >= 0 ? args[resultsAt + 1] : undefined;
const useSandbox = args.includes('--sandbox');
const base = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--results');

if (!useSandbox && !base) {
  console.error('usage: npm run contract:check -- <base url>   (or --sandbox)');
  process.exit(2);
}
const sandbox = useSandbox ? await startSandbox({ port: 0, dbFile: ':memory:' }) : undefined;
try {
  const target = sandbox?.url ?? base!;
  console.log(`contract check against ${target} (read-only calls)\n`);
  const results = await checkContract(target);
  console.log(reportLines(results).join('\n'));
  const failed = results.filter((result) => !result.ok).length;
  if (resultsFile) {
    writeFileSync(resultsFile, JSON.stringify({ passed: results.length - failed, failed }));
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await sandbox?.close();
}
