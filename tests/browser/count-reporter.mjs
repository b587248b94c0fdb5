import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Writes the totals of a @web/test-runner run for scripts/test-all.mjs to add up, with the name
// and first error line of each failed test (npm test prints them last, where CI's tail shows them).
const firstLine = (error) =>
  String(error?.message ?? error ?? '')
    .split('\n')[0]
    .slice(0, 200);

function count(results, totals, file, trail = []) {
  if (!results) return;
  for (const test of results.tests ?? []) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else {
      totals.failed += 1;
      const name = [...trail, test.name].join(' › ');
      totals.failures.push(`${file}: ${name}: ${firstLine(test.error)}`);
    }
  }
  for (const suite of results.suites ?? []) count(suite, totals, file, [...trail, suite.name]);
}

export function countReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0, sessionErrors: 0, failures: [] };
      for (const session of sessions) {
        const file = path.basename(session.testFile);
        count(session.testResults, totals, file);
        if (
          !session.passed &&
          !session.testResults?.tests?.length &&
          !session.testResults?.suites?.length
        ) {
          totals.sessionErrors += 1;
        }
        for (const error of session.errors ?? []) {
          totals.failed += 1;
          totals.failures.push(`${file}: ${firstLine(error)}`);
        }
      }
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(totals));
    },
  };
}
