// A vitest reporter for scripts/test-all.mjs: passed and failed tests per project (vitest's JSON
// results do not say which project ran a file, and one run holds unit and unit-auckland), written
// to the file named by IK_VITEST_COUNTS. A file that failed outside any test (it did not load, a
// hook threw) counts as one failure, and so does an error raised outside the tests.
import { writeFileSync } from 'node:fs';

export default class CountsReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const counts = {};
    const failures = [];
    for (const module of testModules) {
      const project = (counts[module.project.name] ??= { passed: 0, failed: 0, skipped: 0 });
      let failed = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') project.passed += 1;
        else if (state === 'failed') {
          failed += 1;
          const error = test.result().errors?.[0]?.message ?? '';
          failures.push(
            `${module.moduleId.split('/tests/').pop()}: ${test.fullName}: ${error.split('\n')[0].slice(0, 200)}`,
          );
        } else project.skipped += 1;
      }
      if (failed === 0 && module.state() === 'failed') {
        failed = 1;
        failures.push(
          `${module.moduleId.split('/tests/').pop()}: the file failed outside its tests`,
        );
      }
      project.failed += failed;
    }
    const file = process.env.IK_VITEST_COUNTS;
    if (file)
      writeFileSync(
        file,
        JSON.stringify({ projects: counts, errors: unhandledErrors.length, failures }),
      );
  }
}
