import { describe, expect, it } from 'vitest';
import { failedCountOf, failuresOf, type VitestReport } from './test-report.ts';

const file = (
  name: string,
  status: string,
  tests: Array<[string, string, string?]>,
  message = '',
): NonNullable<VitestReport['testResults']>[number] => ({
  name: `/repo/${name}`,
  status,
  message,
  assertionResults: tests.map(([fullName, testStatus, failure]) => ({
    fullName,
    status: testStatus,
    failureMessages: failure === undefined ? [] : [failure],
  })),
});

describe('failuresOf', () => {
  it.each<[string, VitestReport, string[]]>([
    ['a report of passes names nothing', { testResults: [file('a.test.ts', 'passed', [['a works', 'passed']])] }, []],
    ['a report with no files names nothing', {}, []],
    [
      'a failed test: its file, its full name and the first line of its error',
      {
        testResults: [
          file('apps/api/x.test.ts', 'failed', [
            ['x answers 200', 'failed', '\nAssertionError: expected 500 to be 200\n    at x.test.ts:3:7'],
            ['x answers 404', 'passed'],
            ['x is skipped', 'skipped'],
          ]),
        ],
      },
      ['apps/api/x.test.ts > x answers 200: AssertionError: expected 500 to be 200'],
    ],
    [
      'a file that failed with no failed test (its worker died): the file and its error',
      { testResults: [file('apps/api/y.test.ts', 'failed', [['y one', 'skipped']], 'Error: Worker exited unexpectedly\nmore')] },
      ['apps/api/y.test.ts: Error: Worker exited unexpectedly'],
    ],
    [
      'a failed test with no message still gets its line',
      { testResults: [file('z.test.ts', 'failed', [['z', 'failed']])] },
      ['z.test.ts > z: (no message)'],
    ],
  ])('%s', (_title, report, expected) => {
    expect(failuresOf(report, '/repo')).toEqual(expected);
  });
});

describe('failedCountOf', () => {
  it.each<[string, VitestReport, number]>([
    ['nothing failed', { numFailedTests: 0, testResults: [file('a.test.ts', 'passed', [['a', 'passed']])] }, 0],
    [
      'two failed tests',
      {
        numFailedTests: 2,
        testResults: [
          file('a.test.ts', 'failed', [
            ['a', 'failed'],
            ['b', 'failed'],
          ]),
        ],
      },
      2,
    ],
    [
      'a failed test, and a file whose hook threw before its test ran',
      {
        numFailedTests: 1,
        testResults: [
          file('a.test.ts', 'failed', [['a', 'failed']]),
          file('b.test.ts', 'failed', [['b', 'skipped']], 'hook broke'),
        ],
      },
      2,
    ],
    ['a failed suite the report names no file of', { numFailedTests: 0, numFailedTestSuites: 1 }, 1],
  ])('%s', (_title, report, expected) => {
    expect(failedCountOf(report)).toBe(expected);
  });
});
