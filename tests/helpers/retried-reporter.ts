import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names, once the run ends, every test that failed and then passed on its retry (vite.config.ts `retry`): a flake
 * to look into, not a pass to forget. The default reporter says nothing of a retry; CI's last lines (.ci/run)
 * repeat these.
 */
export default class RetriedReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase) {
    if (testCase.diagnostic()?.retryCount && testCase.result().state === 'passed') {
      this.retried.push(`${testCase.project.name} ${testCase.module.relativeModuleId} > ${testCase.fullName}`);
    }
  }

  onTestRunEnd() {
    if (this.retried.length === 0) return;
    console.log(`\n== Passed on a retry (flaky): ${this.retried.length}`);
    for (const name of this.retried) console.log(`   ${name}`);
  }
}
