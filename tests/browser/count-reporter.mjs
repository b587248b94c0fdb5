import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Writes the totals of a @web/test-runner run for scripts/test-all.mjs to add up.
function count(results, totals) {
  if (!results) return;
  for (const test of results.tests ?? []) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else totals.failed += 1;
  }
  for (const suite of results.suites ?? []) count(suite, totals);
}

export function countReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0, sessionErrors: 0 };
      for (const session of sessions) {
        count(session.testResults, totals);
        if (
          !session.passed &&
          !session.testResults?.tests?.length &&
          !session.testResults?.suites?.length
        ) {
          totals.sessionErrors += 1;
        }
        totals.failed += session.errors?.length ?? 0;
      }
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(totals));
    },
  };
}
