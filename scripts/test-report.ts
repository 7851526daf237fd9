import path from 'node:path';

/** What `npm test` reads of a vitest JSON report (`--reporter=json`, the shape Jest's reports have). */
export type VitestReport = {
  numPassedTests?: number;
  numFailedTests?: number;
  numFailedTestSuites?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults?: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
};

const firstLine = (text: string | undefined): string =>
  (text ?? '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300) ?? '(no message)';

/** A file that failed though none of its tests did: it did not load, a hook threw, or its worker died. */
const failedWhole = (file: NonNullable<VitestReport['testResults']>[number]) =>
  file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed');

/** Failed tests, and each failed file none of whose tests failed counted as one (else a broken file counts nothing). */
export const failedCountOf = (report: VitestReport): number => {
  const counted = (report.numFailedTests ?? 0) + (report.testResults ?? []).filter(failedWhole).length;
  return counted === 0 && report.numFailedTestSuites ? 1 : counted;
};

/**
 * One line for each failed test, and one for each failed file none of whose tests failed (it did not load, a hook
 * threw, its worker died): the file from the repository's root, the test, the first line of the error. `npm test`
 * prints them above its last line, where the end of a long log (all a CI record may keep) still shows them.
 */
export const failuresOf = (report: VitestReport, root: string): string[] =>
  (report.testResults ?? []).flatMap((file) => {
    const name = path.relative(root, file.name);
    const tests = (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    return failedWhole(file) ? [`${name}: ${firstLine(file.message)}`] : tests;
  });
