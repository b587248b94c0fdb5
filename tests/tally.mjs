// The pass/fail tally of a check script (the package, the consumer apps, manifest conformance):
// each check is counted and printed; `finish` prints the totals, writes them for
// scripts/test-all.mjs when run with `--results <file>` (with what failed, which npm test
// lists at its end), and exits 1 when anything failed.
import { writeFileSync } from 'node:fs';

/** @param {string} name what the script checks, for its closing line */
export function tally(name) {
  const problems = [];
  let passed = 0;
  return {
    /** Count one check, printing it. */
    check(ok, what) {
      if (ok) passed += 1;
      else problems.push(what);
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
    },
    /** Count a failure that is not one check's (a step that threw). */
    fail(problem) {
      problems.push(problem);
    },
    /** The totals printed and written; the process ends. */
    finish() {
      console.log(`\n${name}: ${passed} passed, ${problems.length} failed`);
      const at = process.argv.indexOf('--results');
      if (at > 0) {
        const failures = problems.map((p) => String(p).split('\n')[0].slice(0, 200));
        writeFileSync(
          process.argv[at + 1],
          JSON.stringify({ passed, failed: problems.length, failures }),
        );
      }
      process.exit(problems.length ? 1 : 0);
    },
  };
}
